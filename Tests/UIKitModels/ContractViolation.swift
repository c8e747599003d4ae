/// The Apple text a contract model follows: a header file and the line quoted from it, or the
/// documentation page or runtime message where the header says nothing.
///
/// ```swift
/// HeaderCitation(
///     "UIViewAnimating.h", "This method may only be called if the animator is in the stopped state.")
/// ```
package struct HeaderCitation: Sendable, Hashable, CustomStringConvertible {
    /// The header (`UIViewAnimating.h`), documentation page or runtime source quoted.
    package let file: String
    /// The quoted line.
    package let text: String

    /// Creates a citation.
    ///
    /// - Parameters:
    ///   - file: The header, page or source.
    ///   - text: The quoted text.
    package init(_ file: String, _ text: String) {
        self.file = file
        self.text = text
    }

    /// `file: "text"`.
    package var description: String { "\(file): \"\(text)\"" }
}

/// One call that UIKit documents as an error in the state it was made in, as recorded by a
/// contract model.
///
/// ```swift
/// ContractViolation(
///     model: "PropertyAnimatorModel 'zoom'", member: "finishAnimation(at:)", state: "active (running)",
///     citation: PropertyAnimatorModel.Contract.finishOnlyWhenStopped)
/// ```
package struct ContractViolation: Sendable, Hashable, CustomStringConvertible {
    /// The model and its name (`PropertyAnimatorModel 'zoom'`).
    package let model: String
    /// The member called (`finishAnimation(at:)`).
    package let member: String
    /// The model's state when it was called (`active (running)`).
    package let state: String
    /// The Apple text that makes the call an error.
    package let citation: HeaderCitation

    /// Creates a violation.
    ///
    /// - Parameters:
    ///   - model: The model and its name.
    ///   - member: The member called.
    ///   - state: The state it was called in.
    ///   - citation: The Apple text it breaks.
    package init(model: String, member: String, state: String, citation: HeaderCitation) {
        self.model = model
        self.member = member
        self.state = state
        self.citation = citation
    }

    /// `model.member in state — citation`.
    package var description: String { "\(model).\(member) in state \(state) — \(citation)" }
}
