import Foundation
import Testing

/// Character devices the `--output` tests can write to without risking the system's own.
///
/// Run as root, a broken `--output` would replace `/dev/null` itself with a regular file (this
/// happened while the tests were checked against the old code). So as root the tests write to a
/// private node with the system device's numbers, made in the test's temporary directory: the same
/// driver, so the same behavior. Other users cannot replace anything in `/dev`, so they use the
/// system's node.
enum SafeDevice {
    /// Whether ``make(_:in:)`` can give a device to write to.
    static let isAvailable: Bool = {
        guard geteuid() == 0 else { return true }
        guard let directory = try? PreviewFixtures.temporaryDirectory() else { return false }
        defer { try? FileManager.default.removeItem(at: directory) }
        return make("/dev/null", in: directory) != nil
    }()

    /// Why the device tests are skipped when ``isAvailable`` is false.
    static let unavailableReason: Comment =
        "running as root where device nodes cannot be made: the test would risk the system's /dev/null"

    /// A character device that behaves as `system` (e.g. `/dev/null`): a private copy inside
    /// `directory` when running as root, else `system` itself; `nil` if neither can be written.
    static func make(_ system: String, in directory: URL) -> String? {
        var info = stat()
        guard stat(system, &info) == 0, info.st_mode & S_IFMT == S_IFCHR else { return nil }
        guard geteuid() == 0 else { return system }
        let path = directory.appendingPathComponent((system as NSString).lastPathComponent).path
        guard mknod(path, S_IFCHR | 0o666, info.st_rdev) == 0 else { return nil }
        let descriptor = open(path, O_WRONLY)
        guard descriptor >= 0 else { return nil }
        close(descriptor)
        return path
    }
}
