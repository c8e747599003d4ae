import UIKit

/// The catalog's settings: the right-to-left and Reduce Motion switches. Reached from the grid
/// with a cross-fade.
final class SettingsViewController: UITableViewController {
    private let preferences: CatalogPreferences
    private let switches = CatalogSwitch.allCases

    /// Creates the screen.
    ///
    /// - Parameter preferences: The switches it edits.
    init(preferences: CatalogPreferences) {
        self.preferences = preferences
        super.init(style: .insetGrouped)
        title = "Settings"
        navigationItem.largeTitleDisplayMode = .never
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { nil }

    override func numberOfSections(in tableView: UITableView) -> Int {
        switches.count
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        1
    }

    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        switches[section].explanation
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let setting = switches[indexPath.section]
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = setting.title
        cell.contentConfiguration = content
        cell.selectionStyle = .none
        let toggle = UISwitch()
        toggle.isOn = setting.isOn(in: preferences)
        toggle.tag = indexPath.section
        toggle.accessibilityLabel = setting.title
        toggle.addTarget(self, action: #selector(toggled(_:)), for: .valueChanged)
        cell.accessoryView = toggle
        return cell
    }

    @objc private func toggled(_ toggle: UISwitch) {
        switches[toggle.tag].set(toggle.isOn, in: preferences)
    }
}
