import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct NavigationItemFactsTests {
    @Test func rootNeverShowsBackButton() {
        #expect(NavigationItemFacts().showsBackButton(isRoot: true) == false)
        #expect(
            NavigationItemFacts(leftItemCount: 1, leftItemsSupplementBackButton: true)
                .showsBackButton(isRoot: true) == false)
    }

    @Test func plainPushedScreenShowsBackButton() {
        #expect(NavigationItemFacts().showsBackButton(isRoot: false))
    }

    @Test func hidesBackButtonHidesIt() {
        #expect(NavigationItemFacts(hidesBackButton: true).showsBackButton(isRoot: false) == false)
        #expect(
            NavigationItemFacts(hidesBackButton: true, leftItemCount: 1, leftItemsSupplementBackButton: true)
                .showsBackButton(isRoot: false) == false)
    }

    @Test func leftItemsReplaceBackButtonUnlessTheySupplementIt() {
        #expect(NavigationItemFacts(leftItemCount: 2).showsBackButton(isRoot: false) == false)
        #expect(
            NavigationItemFacts(leftItemCount: 2, leftItemsSupplementBackButton: true)
                .showsBackButton(isRoot: false))
    }

    @Test func supplementFlagWithoutLeftItemsStillShows() {
        #expect(NavigationItemFacts(leftItemsSupplementBackButton: true).showsBackButton(isRoot: false))
    }

    @Test func negativeCountsAreClampedToZero() {
        let facts = NavigationItemFacts(leftItemCount: -3, rightItemCount: -1)
        #expect(facts.leftItemCount == 0)
        #expect(facts.rightItemCount == 0)
        #expect(facts.showsBackButton(isRoot: false))
    }

    /// The rule, enumerated over every combination, against its plain-English statement.
    @Test func ruleMatchesUIKitOverAllCombinations() {
        for bits in 0..<16 {
            let isRoot = bits & 1 != 0
            let hides = bits & 2 != 0
            let hasLeft = bits & 4 != 0
            let supplement = bits & 8 != 0
            let facts = NavigationItemFacts(
                hidesBackButton: hides, leftItemCount: hasLeft ? 1 : 0,
                leftItemsSupplementBackButton: supplement)
            let expected: Bool
            if isRoot || hides {
                expected = false
            } else if hasLeft {
                expected = supplement
            } else {
                expected = true
            }
            #expect(facts.showsBackButton(isRoot: isRoot) == expected, "bits \(bits)")
        }
    }
}
