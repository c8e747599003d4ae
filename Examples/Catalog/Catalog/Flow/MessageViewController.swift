import TransitionKit
import UIKit

/// A message, under a 96 pt toolbar: the inbox's 44 pt toolbar grows into it, and the content's
/// top inset glides with it (a safe-area morph).
final class MessageViewController: UIViewController, ToolbarAppearanceProviding {
    /// The message shown.
    let message: Message

    /// Taller than the standard toolbar, so the slide between the screens morphs.
    var preferredToolbarHeight: CGFloat? { 96 }

    /// A tint of the toolbar so the morph is easy to follow.
    var preferredToolbarBackgroundColor: UIColor? { .secondarySystemBackground }

    private let textView = UITextView()

    /// Creates the screen.
    init(message: Message) {
        self.message = message
        super.init(nibName: nil, bundle: nil)
        title = message.subject
        navigationItem.rightBarButtonItem = SystemBarButtonItem(
            systemItem: .reply, target: self, action: #selector(reply))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        textView.isEditable = false
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        textView.text = "From \(message.sender)\n\n\(message.body)"
        textView.textContainerInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        textView.frame = view.bounds
        textView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(textView)
    }

    @objc private func reply() {
        navigationController?.pushViewController(ReplyViewController(replyingTo: message), animated: true)
    }
}
