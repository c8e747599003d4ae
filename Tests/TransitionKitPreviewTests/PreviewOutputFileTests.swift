import Foundation
import Testing
import TransitionKitPreview

/// `--output` against a real temporary directory: what is replaced, what is written into, what is
/// refused, and that nothing is left behind.
struct PreviewOutputFileTests {
    /// What the `tiny` fixture writes with these arguments.
    private static let expected = JSONRenderer().render(PreviewFixtures.scene, progress: 0.25)

    private func write(to path: String) -> PreviewCommand.Result {
        PreviewCommand.run(
            arguments: ["tiny", "--format", "json", "--progress", "0.25", "--output", path],
            catalog: PreviewFixtures.catalog)
    }

    private func contents(_ path: String) throws -> String {
        try String(contentsOfFile: path, encoding: .utf8)
    }

    private func names(in directory: URL) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    private func status(_ path: String, following: Bool = true) -> stat? {
        var info = stat()
        return (following ? stat(path, &info) : lstat(path, &info)) == 0 ? info : nil
    }

    private func kind(_ path: String, following: Bool = true) -> mode_t? {
        status(path, following: following).map { $0.st_mode & S_IFMT }
    }

    // MARK: - Regular files

    @Test func createsANewFileWithTheUsualMode() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("new.json").path
        let result = write(to: path)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "wrote \(path)\n")
        #expect(try contents(path) == Self.expected)
        // A plain new file: 0666 less the umask, like one the test makes itself.
        let reference = directory.appendingPathComponent("reference").path
        close(open(reference, O_WRONLY | O_CREAT | O_EXCL, 0o666))
        #expect(status(path)?.st_mode == status(reference)?.st_mode)
        #expect(try names(in: directory) == ["new.json", "reference"])
    }

    @Test func replacesARegularFileAtomicallyKeepingItsMode() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("secret.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o600) == 0)
        let before = try #require(status(path))
        let result = write(to: path)
        #expect(result.exitCode == 0)
        #expect(try contents(path) == Self.expected)
        let after = try #require(status(path))
        #expect(after.st_mode & 0o7777 == 0o600)
        #expect(after.st_mode & S_IFMT == S_IFREG)
        // A new inode renamed into place: a reader holding the old file never saw a mix.
        #expect(after.st_ino != before.st_ino)
        #expect(try names(in: directory) == ["secret.json"])
    }

    @Test func acceptsA255ByteName() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let name = String(repeating: "n", count: 250) + ".json"
        let path = directory.appendingPathComponent(name).path
        try Data("old".utf8).write(to: URL(fileURLWithPath: path))
        #expect(write(to: path).exitCode == 0)
        #expect(try contents(path) == Self.expected)
        #expect(try names(in: directory) == [name])
    }

    // MARK: - Symbolic links

    @Test func followsASymbolicLinkAndReplacesItsTarget() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let target = directory.appendingPathComponent("target.json").path
        let link = directory.appendingPathComponent("link.json").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        #expect(chmod(target, 0o640) == 0)
        #expect(symlink("target.json", link) == 0)
        let result = write(to: link)
        #expect(result.exitCode == 0)
        #expect(kind(link, following: false) == S_IFLNK)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "target.json")
        #expect(try contents(target) == Self.expected)
        #expect(status(target).map { $0.st_mode & 0o7777 } == 0o640)
        #expect(try names(in: directory) == ["link.json", "target.json"])
    }

    @Test func createsTheTargetOfADanglingLink() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("link.json").path
        #expect(symlink("made.json", link) == 0)
        #expect(write(to: link).exitCode == 0)
        #expect(kind(link, following: false) == S_IFLNK)
        #expect(try contents(directory.appendingPathComponent("made.json").path) == Self.expected)
        #expect(try names(in: directory) == ["link.json", "made.json"])
    }

    // MARK: - Written in place

    @Test func writesIntoAFIFOWithoutReplacingIt() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // Opened for reading and writing here, so the tool's open for writing does not wait for
        // a reader; the fixture's output is far smaller than the pipe's buffer.
        let reader = open(fifo, O_RDWR | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        #expect(write(to: fifo).exitCode == 0)
        #expect(Self.readAvailable(reader) == Self.expected)
        #expect(kind(fifo) == S_IFIFO)
        #expect(try names(in: directory) == ["fifo"])
    }

    @Test(.enabled(if: SafeDevice.isAvailable, SafeDevice.unavailableReason))
    func devNullStaysACharacterDevice() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let null = try #require(SafeDevice.make("/dev/null", in: directory))
        let result = write(to: null)
        #expect(result.exitCode == 0)
        #expect(result.standardError == "wrote \(null)\n")
        #expect(kind(null, following: false) == S_IFCHR)
        #expect(kind("/dev/null", following: false) == S_IFCHR)
    }

    /// `/dev/stdout` is `/dev/fd/1` (Linux: a link to `/proc/self/fd/1`): the tool writes through
    /// the descriptor. Checked with a pipe's descriptor, as stdout is the test runner's.
    @Test func writesThroughOneOfItsOwnDescriptors() throws {
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }
        #expect(fcntl(ends[0], F_SETFL, O_NONBLOCK) == 0)
        #expect(write(to: "/dev/fd/\(ends[1])").exitCode == 0)
        #expect(Self.readAvailable(ends[0]) == Self.expected)
        #if os(Linux)
            #expect(write(to: "/proc/self/fd/\(ends[1])").exitCode == 0)
            #expect(Self.readAvailable(ends[0]) == Self.expected)
        #endif
    }

    /// A file behind a descriptor (as `> file` makes stdout) is written at the descriptor's
    /// position, after what is already there, and never replaced.
    @Test func aFileBehindADescriptorIsWrittenWhereTheDescriptorPoints() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("log.txt").path
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        #expect(Foundation.write(descriptor, "head\n", 5) == 5)
        let before = try #require(status(path))
        #expect(write(to: "/dev/fd/\(descriptor)").exitCode == 0)
        #expect(try contents(path) == "head\n" + Self.expected)
        #expect(status(path)?.st_ino == before.st_ino)
    }

    // MARK: - Refused: 73, nothing created

    @Test func refusesADirectory() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        for path in [directory.path, directory.path + "/"] {
            let result = write(to: path)
            #expect(result.exitCode == 73)
            #expect(result.standardOutput.isEmpty)
            #expect(result.standardError.hasPrefix("error: cannot write '\(path)': "))
        }
        #expect(write(to: directory.path).standardError.hasSuffix(": it is a directory\n"))
        #expect(try names(in: directory).isEmpty)
    }

    @Test func refusesAPathEndingInASlash() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("newdir").path + "/"
        let result = write(to: path)
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(path)': the path ends in '/', so it names a directory; give a file name\n"
        )
        #expect(try names(in: directory).isEmpty)
    }

    @Test func refusesAMissingParent() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let parent = directory.appendingPathComponent("no/such").path
        let path = parent + "/out.json"
        let result = write(to: path)
        #expect(result.exitCode == 73)
        #expect(
            result.standardError == "error: cannot write '\(path)': directory '\(parent)' does not exist\n")
        #expect(try names(in: directory).isEmpty)
    }

    @Test func refusesAParentThatIsAFile() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("file").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: file))
        let result = write(to: file + "/out.json")
        #expect(result.exitCode == 73)
        #expect(result.standardError.contains("is not a directory"))
        #expect(try names(in: directory) == ["file"])
        #expect(try contents(file) == "keep")
    }

    @Test func refusesA256ByteName() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent(String(repeating: "n", count: 251) + ".json").path
        let result = write(to: path)
        #expect(result.exitCode == 73)
        #expect(
            result.standardError.hasSuffix(
                "' (\(path.unicodeScalars.count) characters): file name too long: a name has 256 bytes; the file "
                    + "system accepts at most 255\n"))
        #expect(try names(in: directory).isEmpty)
    }

    /// Root may write any directory, so the refusal cannot be seen when the tests run as root.
    @Test(.enabled(if: geteuid() != 0, "running as root, which may write any directory"))
    func refusesADirectoryWithoutWritePermission() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer {
            chmod(directory.path, 0o755)
            try? FileManager.default.removeItem(at: directory)
        }
        let kept = directory.appendingPathComponent("kept.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: kept))
        #expect(chmod(directory.path, 0o555) == 0)
        for path in [directory.appendingPathComponent("new.json").path, kept] {
            let result = write(to: path)
            #expect(result.exitCode == 73)
            #expect(result.standardError.hasSuffix(": directory '\(directory.path)' is not writable\n"))
        }
        #expect(try names(in: directory) == ["kept.json"])
        #expect(try contents(kept) == "keep")
    }

    /// Root may write any file, so the refusal cannot be seen when the tests run as root.
    @Test(.enabled(if: geteuid() != 0, "running as root, which may write any file"))
    func refusesAFileWithoutWritePermission() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("read-only.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: path))
        #expect(chmod(path, 0o444) == 0)
        let result = write(to: path)
        #expect(result.exitCode == 73)
        #expect(try contents(path) == "keep")
        #expect(try names(in: directory) == ["read-only.json"])
    }

    // MARK: - Failed writes: 74

    // A full disk through a descriptor: PreviewOutputSafetyTests (devices by path are refused).

    @Test func aDescriptorThatCannotBeWrittenExitsWith74() throws {
        let descriptor = open("/dev/null", O_RDONLY)
        #expect(descriptor >= 0)
        defer { close(descriptor) }
        let result = write(to: "/dev/fd/\(descriptor)")
        #expect(result.exitCode == 74)
        #expect(
            result.standardError == "error: writing '/dev/fd/\(descriptor)' failed: Bad file descriptor\n")
    }

    /// Everything a non-blocking descriptor has to read now.
    private static func readAvailable(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
