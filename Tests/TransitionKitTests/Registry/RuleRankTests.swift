import Testing

@testable import TransitionKit
@testable import TransitionKitCore

@Suite struct RuleRankTests {
    @Test func fewerWildcardsComeFirstWhateverTheDistance() {
        let oneWildcard = RuleRank(wildcards: 1, distance: 0, sequence: 9)
        let classesOnly = RuleRank(wildcards: 0, distance: 40, sequence: 0)
        #expect(classesOnly < oneWildcard)
        #expect(oneWildcard < RuleRank(wildcards: 2, distance: 0, sequence: 9))
    }

    @Test func smallerDistanceComesFirstAtEqualWildcards() {
        #expect(
            RuleRank(wildcards: 0, distance: 1, sequence: 0)
                < RuleRank(wildcards: 0, distance: 2, sequence: 5))
    }

    @Test func laterRegistrationComesFirstAtEqualSpecificity() {
        let earlier = RuleRank(wildcards: 1, distance: 3, sequence: 2)
        let later = RuleRank(wildcards: 1, distance: 3, sequence: 7)
        #expect(later < earlier)
        #expect(!(earlier < later))
        #expect(!(later < later))
    }
}
