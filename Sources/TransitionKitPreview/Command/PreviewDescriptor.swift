import Foundation

/// Writing to an open file descriptor the POSIX way: every byte or an error number, never a trap.
///
/// `FileHandle.write(_:)` traps when the descriptor is closed or the pipe's reader is gone; the
/// preview writes its files and its standard output and error through this instead, so a
/// failure becomes an exit status. The process ignores `SIGPIPE` (see ``PreviewProcess``), so a
/// reader that went away shows here as `EPIPE`.
enum PreviewDescriptor {
    /// Writes all of `text` to `descriptor`, retrying after interruptions and short writes.
    ///
    /// - Parameters:
    ///   - text: The text, written as UTF-8 without a copy.
    ///   - descriptor: An open descriptor.
    /// - Returns: 0 when every byte was written, else the `errno` of the failing `write(2)`.
    static func writeAll(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    // `write` returning 0 for a non-empty buffer would loop for ever: call it EIO.
                    return written < 0 ? errno : EIO
                }
            }
            return 0
        }
    }

    /// The system's message for an error number, e.g. `Broken pipe`.
    ///
    /// - Parameter code: An `errno` value.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
