// Swift Testing exists where the tests run, not in the iOS SDK the library is type-checked with.
#if canImport(Testing)
    import Testing

    /// Plays the seeded sequences of one shard of a random suite: the seeds come from a generator
    /// seeded with `base + shard`, so each shard replays on its own; the first failure is its issue.
    @MainActor
    public enum SeededShards {
        /// Plays `count` sequences of `shard`; `sequence` gets its index and seed, returns its failure.
        public static func play(shard: Int, base: UInt64, count: Int, _ sequence: (Int, UInt64) -> String?) {
            _ = coverage(shard: shard, base: base, count: count) { index, seed in
                (sequence(index, seed), NoCoverage())
            }
        }

        /// Plays `count` sequences of `shard`, each returning its failure and what it reached; returns
        /// what the runs reached, summed.
        public static func coverage<Coverage: RunCoverage>(
            shard: Int, base: UInt64, count: Int,
            _ sequence: (Int, UInt64) -> (failure: String?, coverage: Coverage)
        ) -> Coverage {
            var total = Coverage()
            var generator = SplitMix64(seed: base &+ UInt64(shard))
            for index in 0..<count {
                let run = sequence(index, generator.next())
                total.add(run.coverage)
                if let failure = run.failure {
                    Issue.record(Comment(rawValue: failure))
                    break
                }
            }
            return total
        }
    }

    /// What one seeded run reached (events, catches, …), added up over a shard.
    public protocol RunCoverage {
        /// Nothing reached.
        init()
        /// Adds another run's counts.
        mutating func add(_ other: Self)
    }

    /// A run that counts nothing.
    private struct NoCoverage: RunCoverage {
        mutating func add(_ other: Self) {}
    }
#endif
