import Foundation

/// Connects ``PreviewCommand`` to a process: its standard output and error, its exit status.
///
/// `main.swift` is one call to ``main(arguments:)``. Writing goes through `write(2)`, never
/// `FileHandle` (whose `write` traps on a closed descriptor or a broken pipe), and `SIGPIPE` is
/// ignored so that a reader that went away is an error code, not a silent death:
///
/// ```sh
/// transitionkit-preview zoom --format html | head -c 100   # head exits: status 74, no crash
/// transitionkit-preview --list >&-                         # stdout closed: status 74
/// ```
///
/// If standard output or standard error cannot be written (closed, a broken pipe, a full disk)
/// the exit status is 74, whatever the command's own status was: the text it meant to print did
/// not arrive. When standard output fails, a line saying so goes to standard error if it can.
public enum PreviewProcess {
    /// The exit status when standard output or standard error cannot be written (`EX_IOERR`).
    public static let streamFailureStatus: Int32 = 74

    /// Runs the command in this process and returns the exit status to end it with.
    ///
    /// Ignores `SIGPIPE` for the process, and occupies any of descriptors 0–2 that are closed
    /// with `/dev/null` opened read-only, so no file the command opens takes their number (a
    /// write there still fails, as to a closed descriptor).
    ///
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The exit status.
    public static func main(arguments: [String]) -> Int32 {
        signal(SIGPIPE, SIG_IGN)
        reserveClosedStandardDescriptors()
        let result = PreviewCommand.run(arguments: arguments)
        return deliver(result, output: STDOUT_FILENO, error: STDERR_FILENO)
    }

    /// Writes a result's text to two descriptors and returns the exit status.
    ///
    /// - Parameters:
    ///   - result: What the command produced.
    ///   - output: The descriptor for ``PreviewCommand/Result/standardOutput``.
    ///   - error: The descriptor for ``PreviewCommand/Result/standardError``.
    /// - Returns: `result.exitCode`, or ``streamFailureStatus`` if either text could not be
    ///   written whole.
    public static func deliver(_ result: PreviewCommand.Result, output: Int32, error: Int32) -> Int32 {
        let outputFailure = PreviewDescriptor.writeAll(result.standardOutput, to: output)
        var errorText = result.standardError
        if outputFailure != 0 {
            errorText += "error: cannot write standard output: \(PreviewDescriptor.message(outputFailure))\n"
        }
        let errorFailure = PreviewDescriptor.writeAll(errorText, to: error)
        return outputFailure == 0 && errorFailure == 0 ? result.exitCode : streamFailureStatus
    }

    private static func reserveClosedStandardDescriptors() {
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            guard fcntl(descriptor, F_GETFD) == -1 else { continue }
            let placeholder = open("/dev/null", O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }
}
