import TransitionKit
import UIKit

/// The built-in transitions; tapping one opens `TransitionScrubberViewController` for it, as a
/// push or a pop, in the catalog's layout direction and motion settings.
final class TransitionListViewController: UITableViewController {
    private let preferences: CatalogPreferences
    private let transitions = BuiltInTransition.allCases
    private let operationControl = UISegmentedControl(items: ["Push", "Pop"])

    /// Creates the list.
    init(preferences: CatalogPreferences) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
        title = "Scrubber"
        operationControl.selectedSegmentIndex = 0
        navigationItem.titleView = operationControl
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        transitions.count
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        "Drag the stage to scrub; let go with a flick to finish or cancel, as the back swipe does."
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
        navigationController?.pushViewController(scrubber(for: transitions[indexPath.row]), animated: true)
    }

    private func scrubber(for transition: BuiltInTransition) -> UIViewController {
        let operation: NavigationOperation = operationControl.selectedSegmentIndex == 0 ? .push : .pop
        let geometry = transition.sampleGeometry(
            operation: operation, layoutDirection: preferences.layoutDirection)
        let scrubber = TransitionScrubberViewController(
            plan: transition.plan(for: geometry, preferences: preferences.motion), geometry: geometry,
            title: transition.name)
        scrubber.title = transition.name
        scrubber.navigationItem.largeTitleDisplayMode = .never
        return scrubber
    }
}
