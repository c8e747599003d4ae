import TransitionKit
import UIKit

/// The bar-less flow's first screen: an inbox in a standard 44 pt toolbar. Opening a message
/// morphs the toolbar into the message's taller one.
///
/// Tapping a row twice quickly pushes its screen once: the bar-less controller queues the second
/// request and drops it as a duplicate when its turn comes. "Open and reply" makes two pushes in
/// one tap; they run one after the other. The log below the messages lists what ran.
final class InboxViewController: UITableViewController {
    private let messages: [Message]
    private var screens: [Message.ID: MessageViewController] = [:]
    private let logLabel = UILabel()
    private var log: [String] = []

    /// Creates the inbox.
    init(messages: [Message]) {
        self.messages = messages
        super.init(style: .insetGrouped)
        title = "Inbox"
        navigationItem.rightBarButtonItem = SystemBarButtonItem(
            systemItem: .compose, target: self, action: #selector(compose))
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Open and reply", style: .plain, target: self, action: #selector(openAndReply))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        logLabel.font = .monospacedSystemFont(ofSize: 12, weight: .regular)
        logLabel.textColor = .secondaryLabel
        logLabel.numberOfLines = 0
        logLabel.text = "Transitions will be listed here."
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 170))
        logLabel.frame = footer.bounds.insetBy(dx: 20, dy: 8)
        logLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        footer.addSubview(logLabel)
        tableView.tableFooterView = footer
    }

    /// Back in the inbox: the next tap on a message makes its screen anew.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        screens.removeAll()
    }

    /// Adds a line to the log under the messages (the last eight lines are kept).
    func record(_ line: String) {
        log = Array((log + [line]).suffix(8))
        logLabel.text = log.joined(separator: "\n")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        "Tap a message twice quickly: it opens once"
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let message = messages[indexPath.row]
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = message.sender
        content.secondaryText = message.subject
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        navigationController?.pushViewController(screen(for: messages[indexPath.row]), animated: true)
    }

    /// The screen of a message, made once while the inbox is covered: a second tap pushes the same
    /// screen again, a duplicate that the bar-less controller drops when its turn comes.
    private func screen(for message: Message) -> MessageViewController {
        if let screen = screens[message.id] { return screen }
        let screen = MessageViewController(message: message)
        screens[message.id] = screen
        return screen
    }

    @objc private func compose() {
        navigationController?.pushViewController(ReplyViewController(replyingTo: nil), animated: true)
    }

    /// Two pushes in the same turn: the second waits for the first transition to end.
    @objc private func openAndReply() {
        guard let message = messages.first else { return }
        navigationController?.pushViewController(screen(for: message), animated: true)
        navigationController?.pushViewController(ReplyViewController(replyingTo: message), animated: true)
    }
}
