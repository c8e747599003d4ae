import TestSupport
import Testing

/// Plays the seeded sequences of one shard of a random suite: the sequence seeds are drawn from a
/// generator seeded with `base + shard`, so each shard (a test argument, run on its own core) is
/// reproducible on its own, and the first failure — a one-line replay and what broke — is
/// recorded as the shard's issue.
@MainActor
enum SeededShards {
    /// Plays `count` sequences of `shard`.
    ///
    /// - Parameters:
    ///   - shard: The shard.
    ///   - base: The suite's seed.
    ///   - count: How many sequences.
    ///   - sequence: Plays one sequence (its index in the shard and its seed); returns its failure.
    static func play(shard: Int, base: UInt64, count: Int, _ sequence: (Int, UInt64) -> String?) {
        var generator = SplitMix64(seed: base &+ UInt64(shard))
        for index in 0..<count {
            if let failure = sequence(index, generator.next()) {
                Issue.record(Comment(rawValue: failure))
                return
            }
        }
    }
}
