import Foundation
import Testing
import TransitionKitPreview

/// `--output` writes only the file it was asked to write: a hard link is written through, kernel
/// files and devices are refused, the tool never replaces its own binary, a gallery stays in its
/// directory, and a FIFO without a reader is an error at once.
struct PreviewOutputSafetyTests {
    init() {
        // As the tool's `main` does: a reader that goes away is EPIPE, not the end of the tests.
        signal(SIGPIPE, SIG_IGN)
    }

    private static let expected = JSONRenderer().render(PreviewFixtures.scene, progress: 0.25)

    private func write(to path: String) -> PreviewCommand.Result {
        PreviewCommand.run(
            arguments: ["tiny", "--format", "json", "--progress", "0.25", "--output", path],
            catalog: PreviewFixtures.catalog)
    }

    private func status(_ path: String, following: Bool = true) -> stat? {
        var info = stat()
        return (following ? stat(path, &info) : lstat(path, &info)) == 0 ? info : nil
    }

    private func contents(_ path: String) -> String? {
        try? String(contentsOfFile: path, encoding: .utf8)
    }

    // MARK: - Hard links

    @Test func aHardLinkIsWrittenThroughSoEveryNameSeesTheText() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = directory.appendingPathComponent("first.json").path
        let second = directory.appendingPathComponent("second.json").path
        try Data("old, longer than nothing at all".utf8).write(to: URL(fileURLWithPath: first))
        #expect(chmod(first, 0o640) == 0)
        #expect(link(first, second) == 0)
        let before = try #require(status(first))
        let result = write(to: second)
        #expect(result.exitCode == 0)
        #expect(contents(first) == Self.expected)
        #expect(contents(second) == Self.expected)
        let after = try #require(status(second))
        #expect(after.st_ino == before.st_ino)
        #expect(after.st_nlink == 2)
        #expect(after.st_mode & 0o7777 == 0o640)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted() == [
                "first.json", "second.json",
            ])
    }

    // MARK: - Devices and kernel files

    @Test(.enabled(if: SafeDevice.isAvailable, SafeDevice.unavailableReason))
    func aDeviceOtherThanNullIsRefused() throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let zero = try #require(SafeDevice.make("/dev/zero", in: directory))
        let result = write(to: zero)
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(zero)': it is a device; only /dev/null and the standard streams "
                + "(/dev/stdout, /dev/stderr, /dev/fd/N) are written\n")
        #expect(status(zero, following: false).map { $0.st_mode & S_IFMT } == S_IFCHR)
    }

    #if os(Linux)
        /// ENOSPC through a descriptor the shell opened (`3>/dev/full`): 74, as a full disk.
        @Test func aFullDeviceBehindADescriptorExitsWith74() throws {
            let descriptor = open("/dev/full", O_WRONLY)
            try #require(descriptor >= 0)
            defer { close(descriptor) }
            let result = write(to: "/dev/fd/\(descriptor)")
            #expect(result.exitCode == 74)
            #expect(
                result.standardError
                    == "error: writing '/dev/fd/\(descriptor)' failed: No space left on device\n")
        }

        @Test(arguments: [
            "/proc/self/comm", "/proc/self/cwd/.build/tk-preview-refused.json", "/sys/kernel/out.json",
        ])
        func kernelFilesAreRefused(path: String) {
            let result = write(to: path)
            #expect(result.exitCode == 73)
            #expect(
                result.standardError
                    == "error: cannot write '\(path)': it is in /proc or /sys, the kernel's files, not an output\n"
            )
        }
    #endif

    // MARK: - FIFOs

    /// Without a reader, opening a FIFO for writing would wait for ever: the tool opens it without
    /// waiting and says why it cannot.
    @Test(.timeLimit(.minutes(1)))
    func aFIFOWithoutAReaderFailsAtOnce() async throws {
        let directory = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let fifo = directory.appendingPathComponent("fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let task = Task.detached { write(to: fifo) }
        // If the write blocks, a reader opened here releases it and the write succeeds, so the
        // exit code below fails the test. The wait is long so that a loaded machine, where the
        // write may start late, never opens the reader first; a passing run cancels it at once.
        let rescue = Task.detached {
            try await Task.sleep(for: .seconds(60))
            let reader = open(fifo, O_RDONLY | O_NONBLOCK)
            try await Task.sleep(for: .seconds(1))
            close(reader)
        }
        let result = await task.value
        rescue.cancel()
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(fifo)': it is a FIFO with no reader; start the reader first\n")
    }

    // MARK: - The gallery's directory

    @Test func aGalleryDoesNotFollowAPlantedLinkOutOfItsDirectory() throws {
        let parent = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("gallery").path
        let outside = parent.appendingPathComponent("outside.html").path
        #expect(mkdir(directory, 0o755) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(symlink("../outside.html", directory + "/index.html") == 0)
        let result = PreviewCommand.run(
            arguments: ["--gallery", "--output", directory], catalog: PreviewFixtures.catalog)
        #expect(result.exitCode == 73)
        #expect(
            result.standardError
                == "error: cannot write '\(directory)/index.html': it is a symbolic link; --gallery writes "
                + "index.html only as a file of its own in the directory\n")
        #expect(contents(outside) == "keep")
        #expect(status(directory + "/index.html", following: false).map { $0.st_mode & S_IFMT } == S_IFLNK)
    }

    @Test func aGalleryReplacesAHardLinkedPageWithoutChangingTheOtherName() throws {
        let parent = try PreviewFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: parent) }
        let directory = parent.appendingPathComponent("gallery").path
        let outside = parent.appendingPathComponent("outside.html").path
        #expect(mkdir(directory, 0o755) == 0)
        try Data("keep".utf8).write(to: URL(fileURLWithPath: outside))
        #expect(link(outside, directory + "/index.html") == 0)
        let result = PreviewCommand.run(
            arguments: ["--gallery", "--output", directory], catalog: PreviewFixtures.catalog)
        #expect(result.exitCode == 0)
        #expect(contents(outside) == "keep")
        #expect(contents(directory + "/index.html")?.hasPrefix("<!DOCTYPE html>") == true)
    }

    // MARK: - The tool's own binary

    #if os(Linux)
        /// The built tool (next to the test runner, in `.build/<configuration>/`), copied into a
        /// temporary directory so a failure replaces only the copy.
        private static func toolCopy(in directory: URL) throws -> String? {
            let built = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
                .appendingPathComponent("transitionkit-preview").path
            guard FileManager.default.isExecutableFile(atPath: built) else { return nil }
            let copy = directory.appendingPathComponent("tool").path
            try FileManager.default.copyItem(atPath: built, toPath: copy)
            return copy
        }

        private static func launch(_ tool: String, _ arguments: [String], in directory: URL) throws -> (
            Int32, String
        ) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: tool)
            process.arguments = arguments
            process.currentDirectoryURL = directory
            let error = Pipe()
            process.standardError = error
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }

        @Test func theToolNeverReplacesItsOwnBinary() throws {
            let directory = try PreviewFixtures.temporaryDirectory()
            defer { try? FileManager.default.removeItem(at: directory) }
            guard let tool = try Self.toolCopy(in: directory) else {
                Issue.record("transitionkit-preview is not built next to the tests")
                return
            }
            let original = try Data(contentsOf: URL(fileURLWithPath: tool))
            #expect(link(tool, directory.appendingPathComponent("alias").path) == 0)
            #expect(symlink("tool", directory.appendingPathComponent("pointer").path) == 0)
            for target in ["/proc/self/exe", tool, "alias", "pointer"] {
                let (status, message) = try Self.launch(tool, ["fade", "-o", target], in: directory)
                #expect(status == 73, "\(target)")
                #expect(message.hasPrefix("error: cannot write '\(target)': "), "\(target)")
                #expect(try Data(contentsOf: URL(fileURLWithPath: tool)) == original, "\(target)")
            }
            let (status, message) = try Self.launch(tool, ["fade", "-o", "/proc/self/exe"], in: directory)
            #expect(status == 73)
            #expect(
                message
                    == "error: cannot write '/proc/self/exe': it is in /proc or /sys, the kernel's files, not an output\n"
            )
            let (ownStatus, ownMessage) = try Self.launch(tool, ["fade", "-o", "alias"], in: directory)
            #expect(ownStatus == 73)
            #expect(ownMessage == "error: cannot write 'alias': it is this program's own executable\n")
        }
    #endif
}
