import UIKit

/// A reply being written, under the standard toolbar: from a message, the 96 pt toolbar shrinks
/// back to 44 pt. Send returns to the inbox.
final class ReplyViewController: UIViewController {
    private let message: Message?
    private let textView = UITextView()

    /// Creates the screen.
    ///
    /// - Parameter message: The message answered, or `nil` for a new one.
    init(replyingTo message: Message?) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message.map { "Re: \($0.subject)" } ?? "New Message"
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Send", style: .done, target: self, action: #selector(send))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.text = message.map { "\n\nOn \($0.sender)'s message:\n> \($0.body)" } ?? ""
        textView.textContainerInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }

    @objc private func send() {
        view.endEditing(true)
        _ = navigationController?.popToRootViewController(animated: true)
    }
}
