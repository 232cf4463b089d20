/// Levenshtein distance, for did-you-mean suggestions.
package enum EditDistance {
    /// The number of single-character insertions, deletions and substitutions turning `a` into `b`.
    package static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }

    /// The candidate closest to `word` (case-insensitive), if within `maximum` edits and not `word` itself.
    package static func suggestion(for word: String, among candidates: some Sequence<String>, maximum: Int = 2)
        -> String?
    {
        let lowered = word.lowercased()
        let length = lowered.unicodeScalars.count
        var best: (String, Int)?
        for candidate in candidates where candidate != word {
            let other = candidate.lowercased()
            // The distance is at least the difference in length: no table needed to rule a candidate out.
            if abs(other.unicodeScalars.count - length) > maximum { continue }
            let distance = between(lowered, other)
            if distance <= maximum, distance < (best?.1 ?? .max) { best = (candidate, distance) }
        }
        return best?.0
    }
}
