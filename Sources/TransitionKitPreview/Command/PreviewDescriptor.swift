import Foundation

/// POSIX writes, because `FileHandle.write(_:)` traps on a closed descriptor or a gone reader; a failure
/// becomes an exit status (with `SIGPIPE` ignored, a gone reader is `EPIPE`).
enum PreviewDescriptor {
    /// Retries after interruptions and short writes; returns 0, or the failing `write(2)`'s `errno`.
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

    /// The system's message for an `errno`, e.g. `Broken pipe`.
    static func message(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
