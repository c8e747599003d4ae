import Foundation

/// Why the preview command refused to run, with the message it prints and its exit code.
public enum PreviewCommandError: Error, Sendable, Hashable, CustomStringConvertible {
    /// An option the command does not know, e.g. `--speed`.
    case unknownOption(String)
    /// An option that needs a value came last.
    case missingValue(option: String)
    /// An option's value is not acceptable; `expected` says what is.
    case invalidValue(option: String, value: String, expected: String)
    /// A second transition name, or another stray word.
    case unexpectedArgument(String)
    /// Rendering was asked for without a transition name.
    case missingTransition
    /// No transition in the catalog has this name; `known` lists the names that exist.
    case unknownTransition(String, known: [String])
    /// The transition has no neutral plan for this operation (e.g. `system`, which UIKit animates).
    case noPlan(transition: String, operation: String)
    /// Two options that cannot be used together.
    case conflictingOptions(String, String)
    /// An option that writes files was given without `--output` (`--gallery` needs a directory).
    case missingOutput(option: String)
    /// The output path cannot be written to (a directory, a path ending in `/`, a missing
    /// parent, a name too long, no permission, a device other than `/dev/null`, a file under
    /// `/proc` or `/sys`, the tool's own executable, a FIFO with no reader); nothing was created
    /// or changed.
    case unwritableOutput(path: String, reason: String)
    /// Writing the output failed once it was open (a full disk, a reader that went away); a
    /// replaced file was left as it was.
    case outputFailed(path: String, reason: String)

    /// The process exit code: 64 (usage) for bad arguments, 65 (data) when the transition has
    /// no plan, 73 (cannot create) for an unwritable output path, 74 (I/O error) for a write
    /// that failed — the BSD `sysexits` values.
    public var exitCode: Int32 {
        switch self {
        case .unknownOption, .missingValue, .invalidValue, .unexpectedArgument, .missingTransition,
            .unknownTransition, .conflictingOptions, .missingOutput:
            return 64
        case .noPlan: return 65
        case .unwritableOutput: return 73
        case .outputFailed: return 74
        }
    }

    /// The message printed on standard error (without the `error:` prefix). Text that came from
    /// outside (options, values, names, paths) is shown by ``InputQuote/quoted(_:)``: in quotes, at
    /// most 80 characters of it (a longer one with its length), its control and bidirectional
    /// formatting characters as `\u{…}` escapes, so a message never drives or reorders the terminal.
    public var description: String {
        let q = InputQuote.quoted
        switch self {
        case .unknownOption(let option):
            return "unknown option \(q(option)) (see --help)"
        case .missingValue(let option):
            return "option \(q(option)) needs a value (see --help)"
        case .invalidValue(let option, let value, let expected):
            return
                "invalid value \(q(value)) for \(InputQuote.escaped(option)): expected \(InputQuote.escaped(expected))"
        case .unexpectedArgument(let argument):
            return "unexpected argument \(q(argument)): give one transition name (see --help)"
        case .missingTransition:
            return "no transition given; name one from --list, e.g. 'transitionkit-preview fade'"
        case .unknownTransition(let name, let known):
            return
                "unknown transition \(q(name)); known transitions: \(known.map(InputQuote.escaped).joined(separator: ", "))"
        case .noPlan(let transition, let operation):
            return "\(q(transition)) has no neutral plan for \(operation) (UIKit animates it), so there is "
                + "nothing to draw"
        case .conflictingOptions(let first, let second):
            return "\(InputQuote.escaped(first)) cannot be combined with \(InputQuote.escaped(second))"
        case .missingOutput(let option):
            return
                "\(InputQuote.escaped(option)) writes index.html into a directory: give it with --output DIR"
        case .unwritableOutput(let path, let reason):
            return "cannot write \(q(path)): \(InputQuote.escaped(reason))"
        case .outputFailed(let path, let reason):
            return "writing \(q(path)) failed: \(InputQuote.escaped(reason))"
        }
    }
}
