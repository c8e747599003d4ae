import Foundation
import TransitionKitPreview

// The `transitionkit-preview` command. Parsing, rendering and writing live in
// `TransitionKitPreview` (`PreviewProcess`, `PreviewCommand`), where tests reach them; this file
// only hands the process over.
exit(PreviewProcess.main(arguments: Array(CommandLine.arguments.dropFirst())))
