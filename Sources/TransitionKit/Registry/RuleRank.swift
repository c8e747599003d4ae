/// How strongly one candidate rule applies to one navigation; the registry tries candidates in
/// ascending order (`a < b` means `a` is tried first).
///
/// Specificity is the sum over both sides of the inheritance distance from the concrete screen's
/// class to the rule's class (0 for the exact class, 1 for its superclass, …), where a wildcard
/// side counts as +∞. Ordering compares the number of wildcard sides first (an ordinal stand-in for
/// the infinities), then the summed distance of the class sides, then prefers the later
/// registration.
@usableFromInline struct RuleRank: Comparable {
    /// How many sides of the rule are wildcards: 0, 1 or 2.
    let wildcards: Int
    /// The summed inheritance distance of the non-wildcard sides.
    let distance: Int
    /// The registration's sequence number (larger is later).
    let sequence: UInt64

    @usableFromInline static func < (lhs: RuleRank, rhs: RuleRank) -> Bool {
        if lhs.wildcards != rhs.wildcards { return lhs.wildcards < rhs.wildcards }
        if lhs.distance != rhs.distance { return lhs.distance < rhs.distance }
        return lhs.sequence > rhs.sequence
    }
}
