/// The texts the navigation queue reports, as `[area] text`, for tests that record them.
enum NavigationReports {
    /// A request turned the running transition around in place.
    static func reversed(_ ticket: Int) -> String {
        "[navigation] Navigation request #\(ticket) reversed the running transition in place"
    }
}
