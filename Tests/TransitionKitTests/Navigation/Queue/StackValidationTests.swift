import Testing

@testable import TransitionKit
@testable import TransitionKitCore

struct StackValidationTests {
    typealias V = StackValidation<Int>
    let rules = V(host: 99)
    let t = RequestTicket(rawValue: 7)

    func perform(_ kind: NavigationAction<Int>.Kind, _ from: [Int], _ to: [Int], animated: Bool = true)
        -> V.Verdict
    {
        .perform(NavigationAction(kind: kind, from: from, to: to, animated: animated, ticket: t))
    }

    @Test func pushNewScreen() {
        #expect(
            rules.verdict(for: .push(3, animated: true), stack: [1, 2], ticket: t)
                == perform(.push, [1, 2], [1, 2, 3]))
        #expect(
            rules.verdict(for: .push(3, animated: false), stack: [1], ticket: t)
                == perform(.push, [1], [1, 3], animated: false))
    }

    @Test func pushTopAgainIsDropped() {
        #expect(
            rules.verdict(for: .push(2, animated: true), stack: [1, 2], ticket: t) == .drop(.alreadyOnTop))
    }

    @Test func pushScreenDeeperInStackFollowsPolicy() {
        let request = NavigationRequest.push(1, animated: true)
        #expect(rules.verdict(for: request, stack: [1, 2, 3], ticket: t) == .drop(.alreadyInStack))
        let pop = V(duplicatePushPolicy: .popToExisting)
        #expect(pop.verdict(for: request, stack: [1, 2, 3], ticket: t) == perform(.pop, [1, 2, 3], [1]))
        let move = V(duplicatePushPolicy: .moveToTop)
        #expect(
            move.verdict(for: .push(2, animated: true), stack: [1, 2, 3], ticket: t)
                == perform(.replace, [1, 2, 3], [1, 3, 2]))
        let allow = V(duplicatePushPolicy: .allow)
        #expect(allow.verdict(for: request, stack: [1, 2, 3], ticket: t) == .drop(.alreadyInStack))
    }

    @Test func pushingNavigationControllerIsDropped() {
        #expect(
            rules.verdict(for: .push(99, animated: true), stack: [1], ticket: t)
                == .drop(.navigationController))
        #expect(
            rules.verdict(for: .popTo(99, animated: true), stack: [1], ticket: t)
                == .drop(.navigationController))
        #expect(
            rules.verdict(for: .setStack([1, 99], animated: true), stack: [1], ticket: t)
                == .drop(.navigationController))
    }

    @Test func popAndPopToRoot() {
        #expect(
            rules.verdict(for: .pop(animated: true), stack: [1, 2, 3], ticket: t)
                == perform(.pop, [1, 2, 3], [1, 2]))
        #expect(
            rules.verdict(for: .popToRoot(animated: true), stack: [1, 2, 3], ticket: t)
                == perform(.pop, [1, 2, 3], [1]))
    }

    @Test func poppingTheRootIsDropped() {
        #expect(rules.verdict(for: .pop(animated: true), stack: [1], ticket: t) == .drop(.atRoot))
        #expect(rules.verdict(for: .popToRoot(animated: true), stack: [1], ticket: t) == .drop(.atRoot))
        #expect(rules.verdict(for: .pop(animated: true), stack: [], ticket: t) == .drop(.atRoot))
    }

    @Test func popTo() {
        #expect(
            rules.verdict(for: .popTo(2, animated: true), stack: [1, 2, 3, 4], ticket: t)
                == perform(.pop, [1, 2, 3, 4], [1, 2]))
        #expect(
            rules.verdict(for: .popTo(5, animated: true), stack: [1, 2], ticket: t) == .drop(.notInStack))
        #expect(
            rules.verdict(for: .popTo(2, animated: true), stack: [1, 2], ticket: t) == .drop(.alreadyOnTop))
    }

    @Test func setStack() {
        #expect(
            rules.verdict(for: .setStack([4, 5], animated: true), stack: [1, 2], ticket: t)
                == perform(.replace, [1, 2], [4, 5]))
        #expect(
            rules.verdict(for: .setStack([], animated: true), stack: [1, 2], ticket: t) == .drop(.emptyStack))
        #expect(
            rules.verdict(for: .setStack([4, 5, 4], animated: true), stack: [1], ticket: t)
                == .drop(.duplicateIdentities))
        #expect(
            rules.verdict(for: .setStack([1, 2], animated: true), stack: [1, 2], ticket: t)
                == .drop(.unchanged))
    }

    @Test func setStackUsesSimplestCall() {
        #expect(
            rules.verdict(for: .setStack([1, 2, 3], animated: true), stack: [1, 2], ticket: t)
                == perform(.push, [1, 2], [1, 2, 3]))
        #expect(
            rules.verdict(for: .setStack([1], animated: true), stack: [1, 2, 3], ticket: t)
                == perform(.pop, [1, 2, 3], [1]))
        #expect(
            rules.verdict(for: .setStack([1, 2, 3, 4], animated: true), stack: [1, 2], ticket: t)
                == perform(.replace, [1, 2], [1, 2, 3, 4]))
        #expect(
            rules.verdict(for: .setStack([2], animated: true), stack: [1, 2], ticket: t)
                == perform(.replace, [1, 2], [2]))
    }

    @Test func operationFollowsSetViewControllersRules() {
        func op(_ kind: NavigationAction<Int>.Kind, _ from: [Int], _ to: [Int])
            -> NavigationAction<Int>.Operation
        {
            NavigationAction(kind: kind, from: from, to: to, animated: true, ticket: nil).operation
        }
        #expect(op(.push, [1], [1, 2]) == .push)
        #expect(op(.pop, [1, 2], [1]) == .pop)
        #expect(op(.replace, [1, 2], [3, 2]) == .unchanged)
        #expect(op(.replace, [1, 2, 3], [3, 1]) == .pop)
        #expect(op(.replace, [1, 2], [4, 5]) == .push)
        #expect(op(.replace, [1], []) == .unchanged)
    }

    @Test func poppedCount() {
        let action = NavigationAction(kind: .pop, from: [1, 2, 3, 4], to: [1], animated: true, ticket: nil)
        #expect(action.poppedCount == 3)
        #expect(
            NavigationAction(kind: .push, from: [1], to: [1, 2], animated: true, ticket: nil).poppedCount == 0
        )
        #expect(
            NavigationAction(kind: .replace, from: [1, 2], to: [3], animated: true, ticket: nil).poppedCount
                == 0)
    }

    @Test func interactivePop() {
        #expect(
            rules.interactivePopVerdict(stack: [1, 2])
                == .perform(NavigationAction(kind: .pop, from: [1, 2], to: [1], animated: true, ticket: nil)))
        #expect(rules.interactivePopVerdict(stack: [1]) == .drop(.atRoot))
    }

    @Test func requestAnimatedFlag() {
        #expect(NavigationRequest<Int>.pop(animated: false).animated == false)
        #expect(NavigationRequest<Int>.setStack([1], animated: true).animated)
        #expect(NavigationRequest<Int>.popTo(1, animated: true).animated)
        #expect(NavigationRequest<Int>.popToRoot(animated: false).animated == false)
        #expect(NavigationRequest<Int>.push(1, animated: true).animated)
    }

    /// The bar-less controller's first request, before it has a stack (and so a queue), is judged
    /// against the empty stack: only a push or a non-empty replacement without duplicates runs.
    @Test func anEmptyStackAcceptsOnlyAPushOrAValidReplacement() {
        #expect(
            rules.verdict(for: .push(1, animated: true), stack: [], ticket: nil)
                == .perform(NavigationAction(kind: .push, from: [], to: [1], animated: true, ticket: nil)))
        #expect(
            rules.verdict(for: .setStack([1, 2], animated: false), stack: [], ticket: nil)
                == .perform(
                    NavigationAction(kind: .replace, from: [], to: [1, 2], animated: false, ticket: nil)))
        #expect(
            rules.verdict(for: .setStack([], animated: true), stack: [], ticket: nil) == .drop(.emptyStack))
        #expect(
            rules.verdict(for: .setStack([1, 1], animated: true), stack: [], ticket: nil)
                == .drop(.duplicateIdentities))
        #expect(
            rules.verdict(for: .setStack([1, 99], animated: true), stack: [], ticket: nil)
                == .drop(.navigationController))
        #expect(
            rules.verdict(for: .push(99, animated: true), stack: [], ticket: nil)
                == .drop(.navigationController))
        #expect(rules.verdict(for: .pop(animated: true), stack: [], ticket: nil) == .drop(.atRoot))
        #expect(rules.verdict(for: .popToRoot(animated: true), stack: [], ticket: nil) == .drop(.atRoot))
        #expect(rules.verdict(for: .popTo(1, animated: true), stack: [], ticket: nil) == .drop(.notInStack))
    }
}
