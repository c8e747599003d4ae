import Foundation

/// Writes `DIR/index.html` whole or not at all, never outside DIR nor inside a package's `Sources` or
/// `Tests` (SwiftPM would take the file). Rules: PreviewingAndTesting, "The gallery".
enum PreviewGalleryDirectory {
    /// The page's file name in the directory.
    static let pageName = "index.html"

    /// The page's path in a directory: `DIR/index.html`.
    static func pagePath(in directory: String) -> String {
        var trimmed = directory
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed == "/" ? "/" + pageName : trimmed + "/" + pageName
    }

    /// Changes nothing; returns whether the directory exists. Throws `unwritableOutput` (73).
    @discardableResult
    static func check(_ directory: String) throws -> Bool {
        var info = stat()
        let exists: Bool
        if stat(directory, &info) == 0 {
            guard info.st_mode & S_IFMT == S_IFDIR else {
                throw refused(
                    directory,
                    "it exists and is not a directory; --gallery writes \(pageName) into a directory")
            }
            guard access(directory, W_OK) == 0 else {
                throw refused(
                    directory, "the directory is not writable (\(PreviewDescriptor.message(errno)))")
            }
            exists = true
        } else {
            let code = errno
            guard code == ENOENT else { throw refused(directory, PreviewDescriptor.message(code)) }
            let parent = PreviewOutputFile.directoryName(of: trimmed(directory))
            var parentInfo = stat()
            guard stat(parent, &parentInfo) == 0 else {
                throw refused(directory, "its parent directory \(InputQuote.quoted(parent)) does not exist")
            }
            guard parentInfo.st_mode & S_IFMT == S_IFDIR else {
                throw refused(directory, "\(InputQuote.quoted(parent)) is not a directory")
            }
            guard access(parent, W_OK) == 0 else {
                throw refused(
                    directory,
                    "the directory \(InputQuote.quoted(parent)) is not writable, so \(InputQuote.quoted(directory)) cannot be made"
                )
            }
            exists = false
        }
        if let package = packageHoldingSources(directory, exists: exists) {
            throw refused(
                directory,
                "it is inside the sources of the Swift package at \(InputQuote.quoted(package)), which would take \(pageName) as "
                    + "a file of a target; write the gallery outside Sources and Tests")
        }
        return exists
    }

    /// Throws `unwritableOutput` (73) or `outputFailed` (74), removing a directory this call created.
    static func write(_ text: String, into directory: String) throws -> String {
        let existed = try check(directory)
        if !existed && mkdir(directory, 0o777) != 0 {
            throw refused(directory, "it cannot be created (\(PreviewDescriptor.message(errno)))")
        }
        let path = pagePath(in: directory)
        do {
            try PreviewOutputFile.writeEntry(
                text, to: path,
                purpose: "--gallery writes \(pageName) only as a file of its own in the directory")
        } catch {
            if !existed { rmdir(directory) }
            throw error
        }
        return path
    }

    // MARK: - Sources

    /// The package directory when `directory` lies at or under its `Sources` or `Tests` folder.
    private static func packageHoldingSources(_ directory: String, exists: Bool) -> String? {
        let real: String
        if exists {
            guard let resolved = realPath(directory) else { return nil }
            real = resolved
        } else {
            let trimmedPath = trimmed(directory)
            let name = trimmedPath.split(separator: "/").last.map(String.init) ?? trimmedPath
            guard let parent = realPath(PreviewOutputFile.directoryName(of: trimmedPath)) else { return nil }
            real = parent == "/" ? "/" + name : parent + "/" + name
        }
        var components = real.split(separator: "/").map(String.init)
        while !components.isEmpty {
            let last = components.removeLast()
            guard last == "Sources" || last == "Tests" else { continue }
            let package = "/" + components.joined(separator: "/")
            let manifest = package == "/" ? "/Package.swift" : package + "/Package.swift"
            if access(manifest, F_OK) == 0 { return package }
        }
        return nil
    }

    private static func realPath(_ path: String) -> String? {
        PreviewOutputFile.realPath(path)
    }

    private static func trimmed(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed.removeLast() }
        return trimmed
    }

    private static func refused(_ path: String, _ reason: String) -> PreviewCommandError {
        .unwritableOutput(path: path, reason: reason)
    }
}
