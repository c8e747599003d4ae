import Foundation

/// Writes the command's output to `--output PATH` as a Unix tool does.
///
/// What happens depends on what the path names, found with `stat(2)` (which follows symbolic
/// links):
///
/// - **Nothing, or a regular file**: the text goes to a temporary file in the same directory,
///   with a short name (`.tkp-` and 8 hex digits, so any name the file system accepts works as
///   the destination, up to 255 bytes), is flushed to disk, takes the existing file's permission
///   bits (and, where allowed, its owner and group; a new file gets the usual `0666` less the
///   umask), and is renamed over the destination in one step: a reader sees the old file or the
///   new one, never a mix. An existing file the user may not write is refused, as the shell's `>`
///   refuses it.
/// - **A symbolic link**: followed; its target is replaced as above (created when the link
///   dangles), and the link stays a link.
/// - **A FIFO or a device** (`/dev/null`, a terminal): opened for writing and written directly;
///   the entry is never replaced. A FIFO waits for its reader, as any writer does.
/// - **One of this process's descriptors** (`/dev/stdout`, `/dev/stderr`, `/dev/fd/N`,
///   `/proc/self/fd/N`, or a link to one): written through that descriptor, so the text lands
///   where the shell pointed it (a pipe, a terminal, or a file at its current position).
///
/// Refused, with exit status 73 and nothing created: a directory, a path ending in `/`, a
/// missing parent directory or one that is not a directory, a name the file system refuses
/// (longer than it allows, usually 255 bytes), a socket, and a directory or file without write
/// permission. A write that fails once the destination is open (a full disk, a reader that went
/// away) exits with status 74. No temporary file is left behind in any case.
enum PreviewOutputFile {
    /// Writes `text` to `path`.
    ///
    /// - Parameters:
    ///   - text: The output.
    ///   - path: The `--output` path, as given.
    /// - Throws: ``PreviewCommandError/unwritableOutput(path:reason:)`` (73) or
    ///   ``PreviewCommandError/outputFailed(path:reason:)`` (74).
    static func write(_ text: String, to path: String) throws {
        guard !path.hasSuffix("/") else {
            throw refused(path, "the path ends in '/', so it names a directory; give a file name")
        }
        let resolved = try resolveLinks(path)
        if let descriptor = resolved.descriptor {
            try write(text, toDescriptor: descriptor, path: path)
            return
        }
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw refused(path, reason(code, path: path)) }
            try replace(resolved.path, with: text, existing: nil, path: path)
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw refused(path, "it is a directory")
        case S_IFREG:
            try replace(resolved.path, with: text, existing: info, path: path)
        case S_IFSOCK:
            throw refused(path, "it is a socket")
        default:
            try writeInPlace(text, path: path)
        }
    }

    // MARK: - Regular files: a temporary file, then rename

    private static func replace(_ target: String, with text: String, existing: stat?, path: String) throws {
        let directory = directoryName(of: target)
        try checkDirectory(directory, path: path)
        try checkName(target, in: directory, path: path)
        if existing != nil && access(target, W_OK) != 0 {
            throw refused(path, "'\(target)' is not writable (\(PreviewDescriptor.message(errno)))")
        }
        let (descriptor, temporary) = try createTemporary(in: directory, path: path)
        var failure = PreviewDescriptor.writeAll(text, to: descriptor)
        if failure == 0, let existing {
            // Owner first: changing it may clear the set-user-ID bits the mode then restores.
            // Only root (or the owner, for the group) may do it; a failure keeps the writer's.
            _ = fchown(descriptor, existing.st_uid, existing.st_gid)
            if fchmod(descriptor, existing.st_mode & 0o7777) != 0 { failure = errno }
        }
        if failure == 0 && fsync(descriptor) != 0 { failure = errno }
        if close(descriptor) != 0 && failure == 0 { failure = errno }
        guard failure == 0 else {
            unlink(temporary)
            throw PreviewCommandError.outputFailed(path: path, reason: PreviewDescriptor.message(failure))
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw refused(path, reason(code, path: target))
        }
    }

    private static func checkDirectory(_ directory: String, path: String) throws {
        var info = stat()
        guard stat(directory, &info) == 0 else {
            let code = errno
            if code == ENOENT { throw refused(path, "directory '\(directory)' does not exist") }
            throw refused(path, reason(code, path: directory))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw refused(path, "'\(directory)' is not a directory")
        }
    }

    /// Refuses a name longer than the directory's file system accepts, before anything is made.
    private static func checkName(_ target: String, in directory: String, path: String) throws {
        let name = target.split(separator: "/").last.map(String.init) ?? target
        let limit = pathconf(directory, Int32(_PC_NAME_MAX))
        if limit > 0 && name.utf8.count > limit {
            throw refused(
                path,
                "file name too long: a name has \(name.utf8.count) bytes; the file system accepts at most \(limit)"
            )
        }
    }

    /// Creates `.tkp-XXXXXXXX` (13 bytes) in the directory, readable and writable as a new file
    /// would be (`0666` less the umask).
    private static func createTemporary(in directory: String, path: String) throws -> (Int32, String) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            let name = ".tkp-" + String(repeating: "0", count: 8 - suffix.count) + suffix
            let temporary = directory == "/" ? "/" + name : directory + "/" + name
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            guard code == EEXIST else {
                if code == EACCES || code == EPERM {
                    throw refused(path, "directory '\(directory)' is not writable")
                }
                throw refused(path, reason(code, path: directory))
            }
        }
        throw refused(path, "no temporary file name was free in '\(directory)'")
    }

    // MARK: - FIFOs, devices and descriptors: written in place

    private static func writeInPlace(_ text: String, path: String) throws {
        let descriptor = open(path, O_WRONLY | O_NOCTTY | O_CLOEXEC)
        guard descriptor >= 0 else { throw refused(path, reason(errno, path: path)) }
        let failure = PreviewDescriptor.writeAll(text, to: descriptor)
        let closed = close(descriptor) == 0 ? 0 : errno
        guard failure == 0, closed == 0 || closed == EINTR else {
            let code = failure != 0 ? failure : closed
            throw PreviewCommandError.outputFailed(path: path, reason: PreviewDescriptor.message(code))
        }
    }

    private static func write(_ text: String, toDescriptor descriptor: Int32, path: String) throws {
        let failure = PreviewDescriptor.writeAll(text, to: descriptor)
        guard failure == 0 else {
            throw PreviewCommandError.outputFailed(path: path, reason: PreviewDescriptor.message(failure))
        }
    }

    // MARK: - Paths

    /// The path with its symbolic links followed (the last component's, link after link), and
    /// the descriptor it names if the chain reaches one of this process's descriptors.
    static func resolveLinks(_ path: String) throws -> (path: String, descriptor: Int32?) {
        var current = path
        for _ in 0..<40 {
            if let descriptor = ownDescriptor(named: current) { return (current, descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return (current, nil) }
            guard let target = readLink(current) else { throw refused(path, reason(errno, path: current)) }
            if target.hasPrefix("/") {
                current = target
            } else {
                let directory = directoryName(of: current)
                current = directory == "/" ? "/" + target : directory + "/" + target
            }
        }
        throw refused(path, "too many levels of symbolic links")
    }

    /// The descriptor number a path names if it is one of this process's descriptors:
    /// `/dev/stdout` (1), `/dev/stderr` (2), `/dev/stdin` (0), `/dev/fd/N`, `/proc/self/fd/N`
    /// and `/proc/<this pid>/fd/N`.
    static func ownDescriptor(named path: String) -> Int32? {
        switch path {
        case "/dev/stdin": return 0
        case "/dev/stdout": return 1
        case "/dev/stderr": return 2
        default: break
        }
        for prefix in ["/dev/fd/", "/proc/self/fd/", "/proc/\(getpid())/fd/"] where path.hasPrefix(prefix) {
            guard let number = Int32(path.dropFirst(prefix.count)), number >= 0 else { return nil }
            return number
        }
        return nil
    }

    /// Everything before the last `/` (`.` if there is none, `/` for a file at the root).
    static func directoryName(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        var directory = path[..<slash]
        while directory.hasSuffix("/") { directory = directory.dropLast() }
        return directory.isEmpty ? "/" : String(directory)
    }

    private static func readLink(_ path: String) -> String? {
        var buffer = [CChar](repeating: 0, count: 4097)
        let count = readlink(path, &buffer, buffer.count - 1)
        guard count >= 0 else { return nil }
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    // MARK: - Messages

    private static func refused(_ path: String, _ reason: String) -> PreviewCommandError {
        .unwritableOutput(path: path, reason: reason)
    }

    /// A clear reason for an error number met on `path`.
    private static func reason(_ code: Int32, path: String) -> String {
        switch code {
        case ENOENT: return "directory '\(directoryName(of: path))' does not exist"
        case ENOTDIR: return "a component of '\(path)' is not a directory"
        case ENAMETOOLONG:
            let longest = path.split(separator: "/").map(\.utf8.count).max() ?? 0
            let limit = pathconf(directoryName(of: path), Int32(_PC_NAME_MAX))
            guard longest > (limit > 0 ? limit : 255) else {
                return "the path is too long (\(path.utf8.count) bytes)"
            }
            return "file name too long: a name has \(longest) bytes; the file system accepts at most "
                + "\(limit > 0 ? limit : 255)"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many levels of symbolic links"
        case EISDIR: return "it is a directory"
        case EROFS: return "read-only file system"
        default: return PreviewDescriptor.message(code)
        }
    }
}
