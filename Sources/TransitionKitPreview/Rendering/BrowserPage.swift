/// What every HTML page the preview writes shares: the page's start and its body's rule, the
/// page's end around its script, and the script's helpers for writing numbers and attributes.
enum BrowserPage {
    /// Up to the style sheet's body rule; the page's own rules follow. `title` is HTML.
    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(title)</title>
        <style>
        body { margin: 0; font: 15px/1.4 -apple-system, Helvetica, Arial, sans-serif; background: #f2f2f7;
          color: #1c1c1e; display: flex; gap: 24px; padding: 16px; box-sizing: border-box; }
        """
    }

    /// The page after the embedded data: closes the data, then runs `script`.
    static func tail(script: String) -> String {
        """

        </script>
        <script>
        \(script)
        </script>
        </body>
        </html>

        """
    }

    /// The script's `fmt(value, decimals)` (trailing zeros dropped, `-0` and anything not finite as `0`) and
    /// `set(node, attributes)`, indented for the script's body.
    static let helpers = """
          // The data holds finite numbers only; anything else still draws (as 0) rather than stop the page.
          function fmt(value, decimals) {
            if (typeof value !== "number" || !isFinite(value)) { value = 0; }
            let text = value.toFixed(decimals);
            if (text.indexOf(".") >= 0) { text = text.replace(/0+$/, "").replace(/\\.$/, ""); }
            return text === "-0" ? "0" : text;
          }
          function set(node, attributes) {
            for (const key in attributes) { node.setAttribute(key, attributes[key]); }
          }
        """
}
