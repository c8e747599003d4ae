/// What every HTML page the preview writes shares: the page's end around its script, and the
/// script's helpers for writing numbers and attributes.
enum BrowserPage {
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

    /// The script's `fmt(value, decimals)`, which writes a number (trailing zeros and a bare
    /// point dropped, `-0` as `0`, anything not finite as `0`), and `set(node, attributes)`, which
    /// sets an element's attributes. Indented for the script's body.
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
