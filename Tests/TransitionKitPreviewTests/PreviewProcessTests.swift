import Foundation
import Testing
import TransitionKitPreview

/// The process's standard streams, modelled by pipes and descriptors the test controls.
struct PreviewProcessTests {
    init() {
        // As the tool's `main` does, so a pipe without a reader answers EPIPE instead of killing
        // the test process.
        signal(SIGPIPE, SIG_IGN)
    }

    /// A pipe whose read end can be drained (non-blocking) or closed.
    private final class Pipe {
        let read: Int32
        let write: Int32
        private var readOpen = true

        init() {
            var ends: [Int32] = [0, 0]
            precondition(pipe(&ends) == 0)
            read = ends[0]
            write = ends[1]
            _ = fcntl(read, F_SETFL, O_NONBLOCK)
        }

        func closeReader() {
            close(read)
            readOpen = false
        }

        func drain() -> String {
            var bytes: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: 65_536)
            while readOpen {
                let count = Foundation.read(read, &buffer, buffer.count)
                guard count > 0 else { break }
                bytes += buffer[..<count]
            }
            return String(decoding: bytes, as: UTF8.self)
        }

        deinit {
            if readOpen { close(read) }
            close(write)
        }
    }

    private func result(_ code: Int32 = 0, out: String = "", err: String = "") -> PreviewCommand.Result {
        PreviewCommand.Result(exitCode: code, standardOutput: out, standardError: err)
    }

    @Test func deliversBothTextsAndKeepsTheCommandsStatus() {
        let output = Pipe()
        let error = Pipe()
        let status = PreviewProcess.deliver(
            result(65, out: "drawing\n", err: "error: no plan\n"), output: output.write, error: error.write)
        #expect(status == 65)
        #expect(output.drain() == "drawing\n")
        #expect(error.drain() == "error: no plan\n")
    }

    @Test(arguments: [10, 1_000_000])
    func aReaderThatWentAwayIs74(bytes: Int) {
        let output = Pipe()
        let error = Pipe()
        output.closeReader()
        let status = PreviewProcess.deliver(
            result(out: String(repeating: "x", count: bytes), err: "wrote x\n"), output: output.write,
            error: error.write)
        #expect(status == 74)
        #expect(error.drain() == "wrote x\nerror: cannot write standard output: Broken pipe\n")
    }

    /// A descriptor not open for writing stands for a closed stream (`main` parks a closed
    /// standard descriptor on `/dev/null` opened read-only): EBADF.
    @Test func aClosedStandardOutputIs74() {
        let closed = open("/dev/null", O_RDONLY)
        defer { close(closed) }
        let error = Pipe()
        #expect(PreviewProcess.deliver(result(out: "list\n"), output: closed, error: error.write) == 74)
        #expect(error.drain() == "error: cannot write standard output: Bad file descriptor\n")
    }

    @Test func aStandardErrorThatCannotBeWrittenIs74() {
        let output = Pipe()
        let error = Pipe()
        error.closeReader()
        let status = PreviewProcess.deliver(
            result(out: "{}\n", err: "wrote out.json\n"), output: output.write, error: error.write)
        #expect(status == 74)
        #expect(output.drain() == "{}\n")
    }

    @Test func bothStreamsClosedIs74() {
        let closed = open("/dev/null", O_RDONLY)
        defer { close(closed) }
        #expect(PreviewProcess.deliver(result(64, err: "error: bad\n"), output: closed, error: closed) == 74)
    }

    /// Nothing to say needs no stream: a closed standard output with no output is fine.
    @Test func emptyTextNeedsNoStream() {
        let closed = open("/dev/null", O_RDONLY)
        defer { close(closed) }
        let error = Pipe()
        #expect(PreviewProcess.deliver(result(err: "wrote a.svg\n"), output: closed, error: error.write) == 0)
        #expect(error.drain() == "wrote a.svg\n")
    }
}
