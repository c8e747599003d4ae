import TransitionKit
import TransitionKitGallery
import UIKit

/// The built-in transitions, pushed and popped; tapping one opens `TransitionScrubberViewController`
/// for it, in the catalog's layout direction and motion settings.
final class TransitionListViewController: UITableViewController {
    private let preferences: CatalogPreferences
    private let transitions = BuiltInTransition.allCases
    private let operations: [NavigationOperation] = [.push, .pop]

    /// Creates the list.
    init(preferences: CatalogPreferences) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
        title = "Scrubber"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func numberOfSections(in tableView: UITableView) -> Int {
        operations.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transitions.count
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        operations[section] == .push ? "Push" : "Pop"
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == operations.count - 1
            ? "Drag the stage to scrub; let go with a flick to finish or cancel, as the back swipe does."
            : nil
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = transitions[indexPath.row].name
        cell.contentConfiguration = content
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        let scrubber = scrubber(for: transitions[indexPath.row], operation: operations[indexPath.section])
        navigationController?.pushViewController(scrubber, animated: true)
    }

    /// The scrubber for a transition's sample screens, as it plays under the current switches.
    private func scrubber(for transition: BuiltInTransition, operation: NavigationOperation)
        -> UIViewController
    {
        let scrubber = TransitionScrubberViewController(
            transition, operation: operation, layoutDirection: preferences.layoutDirection,
            reduceMotion: preferences.reducesMotion)
        scrubber.title = transition.name
        scrubber.navigationItem.largeTitleDisplayMode = .never
        return scrubber
    }
}
