import Foundation

/// Writes only the file `--output` names, as a careful Unix tool does (user rules: PreviewingAndTesting);
/// how: PreviewInternals, "Writing output".
enum PreviewOutputFile {
    /// Throws `unwritableOutput` (73) or `outputFailed` (74).
    static func write(_ text: String, to path: String) throws {
        guard !path.hasSuffix("/") else {
            throw refused(path, "the path ends in '/', so it names a directory; give a file name")
        }
        let resolved = try resolveLinks(path)
        if let descriptor = resolved.descriptor {
            try write(text, toDescriptor: descriptor, path: path)
            return
        }
        try refuseKernelFiles(resolved.chain, path: path)
        var info = stat()
        guard stat(resolved.path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw refused(path, reason(code, path: path)) }
            try replace(resolved.path, with: text, existing: nil, path: path)
            return
        }
        try refuseOwnExecutable(info, path: path)
        switch info.st_mode & S_IFMT {
        case S_IFDIR:
            throw refused(path, "it is a directory")
        case S_IFREG where info.st_nlink > 1:
            try writeThrough(resolved.path, text: text, expected: info, path: path)
        case S_IFREG:
            try replace(resolved.path, with: text, existing: info, path: path)
        case S_IFIFO:
            try writeFIFO(resolved.path, text: text, expected: info, path: path)
        case S_IFCHR where isNullDevice(info):
            try writeInPlace(resolved.path, text: text, expected: info, flags: 0, path: path)
        case S_IFCHR, S_IFBLK:
            throw refused(
                path,
                "it is a device; only /dev/null and the standard streams (/dev/stdout, /dev/stderr, /dev/fd/N) "
                    + "are written")
        default:
            throw refused(path, "it is a socket")
        }
    }

    /// Never writes through what the name is: a new or regular file is replaced by a renamed temporary file;
    /// a link, directory, FIFO, device or socket is refused. `purpose` explains that in the message.
    static func writeEntry(_ text: String, to path: String, purpose: String) throws {
        try refuseKernelFiles([path], path: path)
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            guard code == ENOENT else { throw refused(path, reason(code, path: path)) }
            try replace(path, with: text, existing: nil, path: path)
            return
        }
        guard info.st_mode & S_IFMT == S_IFREG else {
            throw refused(path, "it is \(kindName(info.st_mode)); \(purpose)")
        }
        try refuseOwnExecutable(info, path: path)
        try replace(path, with: text, existing: info, path: path, keepsLinks: false)
    }

    // MARK: - Regular files: a temporary file, then rename

    private static func replace(
        _ target: String, with text: String, existing: stat?, path: String, keepsLinks: Bool = true
    ) throws {
        let directory = directoryName(of: target)
        try checkDirectory(directory, path: path)
        try checkName(target, in: directory, path: path)
        if existing != nil && access(target, W_OK) != 0 {
            throw refused(
                path, "\(InputQuote.quoted(target)) is not writable (\(PreviewDescriptor.message(errno)))")
        }
        // Private until it has the final owner and mode: nobody reads it who could not read the old file.
        let (descriptor, temporary) = try createTemporary(
            in: directory, mode: existing == nil ? 0o666 : 0o600, path: path)
        var failure = PreviewDescriptor.writeAll(text, to: descriptor)
        if failure == 0, let existing {
            // Owner first: changing it may clear the set-user-ID bits the mode then restores.
            if fchown(descriptor, existing.st_uid, existing.st_gid) != 0 && keepsLinks {
                var made = stat()
                if fstat(descriptor, &made) == 0
                    && (made.st_uid != existing.st_uid || made.st_gid != existing.st_gid)
                {
                    // A new file would change who may read it: write the file itself instead.
                    close(descriptor)
                    unlink(temporary)
                    try writeThrough(target, text: text, expected: existing, path: path)
                    return
                }
            }
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
            if code == ENOENT {
                throw refused(path, "directory \(InputQuote.quoted(directory)) does not exist")
            }
            throw refused(path, reason(code, path: directory))
        }
        guard info.st_mode & S_IFMT == S_IFDIR else {
            throw refused(path, "\(InputQuote.quoted(directory)) is not a directory")
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

    /// Creates `.tkp-XXXXXXXX` (13 bytes) in the directory with `mode` less the umask.
    private static func createTemporary(in directory: String, mode: mode_t, path: String) throws -> (
        Int32, String
    ) {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<100 {
            let suffix = String(UInt32.random(in: .min ... .max, using: &generator), radix: 16)
            let name = ".tkp-" + String(repeating: "0", count: 8 - suffix.count) + suffix
            let temporary = directory == "/" ? "/" + name : directory + "/" + name
            let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode)
            if descriptor >= 0 { return (descriptor, temporary) }
            let code = errno
            guard code == EEXIST else {
                if code == EACCES || code == EPERM {
                    throw refused(path, "directory \(InputQuote.quoted(directory)) is not writable")
                }
                throw refused(path, reason(code, path: directory))
            }
        }
        throw refused(path, "no temporary file name was free in \(InputQuote.quoted(directory))")
    }

    // MARK: - Written in place: hard links, FIFOs, /dev/null

    /// Truncates and writes the regular file itself (every hard link sees the text).
    private static func writeThrough(_ target: String, text: String, expected: stat, path: String) throws {
        try writeInPlace(target, text: text, expected: expected, flags: 0, path: path, truncates: true)
    }

    /// Opens the FIFO without waiting for a reader: with none, `open` fails with `ENXIO`.
    private static func writeFIFO(_ target: String, text: String, expected: stat, path: String) throws {
        try writeInPlace(target, text: text, expected: expected, flags: O_NONBLOCK, path: path)
    }

    /// Opens `target` without following a link, checks it is still the file `expected` describes,
    /// and writes `text` into it (blocking, whatever `flags` the open needed).
    private static func writeInPlace(
        _ target: String, text: String, expected: stat, flags: Int32, path: String, truncates: Bool = false
    ) throws {
        let descriptor = open(target, O_WRONLY | O_NOCTTY | O_NOFOLLOW | O_CLOEXEC | flags)
        guard descriptor >= 0 else {
            let code = errno
            if code == ENXIO && expected.st_mode & S_IFMT == S_IFIFO {
                throw refused(path, "it is a FIFO with no reader; start the reader first")
            }
            throw refused(path, reason(code, path: path))
        }
        var opened = stat()
        guard fstat(descriptor, &opened) == 0, opened.st_dev == expected.st_dev,
            opened.st_ino == expected.st_ino
        else {
            close(descriptor)
            throw refused(path, "it changed while it was being opened")
        }
        if flags & O_NONBLOCK != 0 {
            _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        }
        var failure: Int32 = 0
        if truncates && ftruncate(descriptor, 0) != 0 { failure = errno }
        if failure == 0 { failure = PreviewDescriptor.writeAll(text, to: descriptor) }
        if failure == 0 && truncates && fsync(descriptor) != 0 { failure = errno }
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

    // MARK: - What is never written

    /// `/proc` and `/sys` hold the kernel's files (a process's memory, its name, its executable):
    /// refused when the path, a link on the way, or its directory's real path lies there.
    private static func refuseKernelFiles(_ chain: [String], path: String) throws {
        let directories = chain.last.flatMap { realPath(directoryName(of: $0)) }.map { [$0] } ?? []
        for candidate in chain.map(absolute) + directories {
            for root in ["/proc", "/sys"] where candidate == root || candidate.hasPrefix(root + "/") {
                throw refused(path, "it is in /proc or /sys, the kernel's files, not an output")
            }
        }
    }

    /// The running program's file, by whatever name (a hard link, a link, `/proc/self/exe`).
    private static func refuseOwnExecutable(_ info: stat, path: String) throws {
        guard let executable = Bundle.main.executablePath else { return }
        var own = stat()
        if stat(executable, &own) == 0 && own.st_dev == info.st_dev && own.st_ino == info.st_ino {
            throw refused(path, "it is this program's own executable")
        }
    }

    /// Whether a character device is the null device (the system's `/dev/null` numbers).
    private static func isNullDevice(_ info: stat) -> Bool {
        var null = stat()
        return stat("/dev/null", &null) == 0 && null.st_mode & S_IFMT == S_IFCHR
            && null.st_rdev == info.st_rdev
    }

    private static func kindName(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFLNK: return "a symbolic link"
        case S_IFDIR: return "a directory"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR, S_IFBLK: return "a device"
        case S_IFSOCK: return "a socket"
        default: return "not a regular file"
        }
    }

    // MARK: - Paths

    /// Follows the last component's links, link after link; `chain` holds every path met (the given one
    /// first), `descriptor` the process descriptor the chain reaches, if any.
    static func resolveLinks(_ path: String) throws -> (path: String, chain: [String], descriptor: Int32?) {
        var current = path
        var chain = [path]
        for _ in 0..<40 {
            if let descriptor = ownDescriptor(named: current) { return (current, chain, descriptor) }
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else {
                return (current, chain, nil)
            }
            guard let target = readLink(current) else { throw refused(path, reason(errno, path: current)) }
            if target.hasPrefix("/") {
                current = target
            } else {
                let directory = directoryName(of: current)
                current = directory == "/" ? "/" + target : directory + "/" + target
            }
            chain.append(current)
        }
        throw refused(path, "too many levels of symbolic links")
    }

    /// `/dev/stdout` (1), `/dev/stderr` (2), `/dev/stdin` (0), `/dev/fd/N`, `/proc/self/fd/N` and
    /// `/proc/<this pid>/fd/N`.
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

    /// The path made absolute and with `.`, `..` and repeated slashes removed, by its text alone.
    static func absolute(_ path: String) -> String {
        var components: [Substring] = []
        let full = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        for component in full.split(separator: "/") {
            switch component {
            case ".": continue
            case "..": _ = components.popLast()
            default: components.append(component)
            }
        }
        return "/" + components.joined(separator: "/")
    }

    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
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
        case ENOENT: return "directory \(InputQuote.quoted(directoryName(of: path))) does not exist"
        case ENOTDIR: return "a component of \(InputQuote.quoted(path)) is not a directory"
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
