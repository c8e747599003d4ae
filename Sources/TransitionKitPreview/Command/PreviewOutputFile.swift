import Foundation

/// Writes the command's output so that a reader never sees half a file.
///
/// The text goes to a hidden temporary file in the destination's directory, which is then renamed
/// over the destination in one step (`rename(2)` is atomic within a file system). On any failure the
/// temporary file is removed and the destination is left as it was.
enum PreviewOutputFile {
    static func write(_ text: String, to path: String) throws {
        let manager = FileManager.default
        let destination = URL(fileURLWithPath: path)
        let directory = destination.deletingLastPathComponent()
        var isDirectory: ObjCBool = false
        if manager.fileExists(atPath: destination.path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw PreviewCommandError.unwritableOutput(path: path, reason: "it is a directory")
        }
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else {
            throw PreviewCommandError.unwritableOutput(
                path: path, reason: "directory '\(directory.path)' does not exist")
        }
        let temporary = directory.appendingPathComponent(
            ".\(destination.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try Data(text.utf8).write(to: temporary, options: .withoutOverwriting)
        } catch {
            try? manager.removeItem(at: temporary)
            throw PreviewCommandError.unwritableOutput(
                path: path, reason: "directory '\(directory.path)' is not writable")
        }
        guard rename(temporary.path, destination.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw PreviewCommandError.unwritableOutput(path: path, reason: reason)
        }
    }
}
