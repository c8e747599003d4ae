import Foundation
import TransitionKitPreview

// The `transitionkit-preview` command. All parsing and rendering lives in `TransitionKitPreview`
// (`PreviewCommand`), where tests reach it; this file only connects it to the process.
let result = PreviewCommand.run(arguments: Array(CommandLine.arguments.dropFirst()))
FileHandle.standardOutput.write(Data(result.standardOutput.utf8))
FileHandle.standardError.write(Data(result.standardError.utf8))
exit(result.exitCode)
