/// Unified diffs (`diff -u`) of two texts, for showing what a fix would change.
///
/// The alignment comes from the standard library's `CollectionDifference`, a minimal edit script,
/// so for inputs whose minimal alignment is unique the hunks are the ones GNU `diff -u` prints.
/// Lines are compared byte for byte, line breaks included, as `diff` compares them.
package enum UnifiedDiff {
    /// The unified diff turning `old` into `new`, or the empty string when they are equal.
    ///
    /// The diff starts with `--- oldLabel` and `+++ newLabel` and has one `@@ -l,c +l,c @@` hunk
    /// per group of changes, with `context` unchanged lines around each change; changes at most
    /// `2 * context` lines apart share a hunk. A last line without a line break is followed by
    /// `\ No newline at end of file`. Every line of the result ends in `\n`.
    package static func render(
        old: String,
        new: String,
        oldLabel: String,
        newLabel: String,
        context: Int = 3
    ) -> String {
        let oldLines = lines(of: old)
        let newLines = lines(of: new)
        let script = editScript(from: oldLines, to: newLines)
        guard script.contains(where: { $0.kind != .keep }) else { return "" }

        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for range in hunkRanges(of: script, context: max(0, context)) {
            output += hunk(script[range], oldLines: oldLines, newLines: newLines)
        }
        return output
    }

    /// One step of the edit script: keep, remove or insert a line at the given positions.
    private struct Edit {
        enum Kind { case keep, remove, insert }
        var kind: Kind
        /// The 0-based index into the old lines this step reads or would read next.
        var old: Int
        /// The 0-based index into the new lines this step reads or would read next.
        var new: Int
    }

    /// The text's lines, each with its line break; only the last may lack one.
    ///
    /// Splitting at the byte `\n` rather than at `Character`s keeps `\r\n` files diffable
    /// the way `diff` sees them (a `\r` is part of the line).
    private static func lines(of text: String) -> [Substring] {
        var lines: [Substring] = []
        var start = text.utf8.startIndex
        var index = start
        while index != text.utf8.endIndex {
            let next = text.utf8.index(after: index)
            if text.utf8[index] == UInt8(ascii: "\n") {
                lines.append(text[start..<next])
                start = next
            }
            index = next
        }
        if start != text.utf8.endIndex { lines.append(text[start...]) }
        return lines
    }

    /// Walks both texts in step, taking the removals and insertions `CollectionDifference` found.
    private static func editScript(from old: [Substring], to new: [Substring]) -> [Edit] {
        // Bytes, not `==`: Swift's string equality treats canonically equivalent text as equal,
        // which a file diff must not.
        let difference = new.difference(from: old) { $0.utf8.elementsEqual($1.utf8) }
        var removed = Set<Int>()
        var inserted = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): inserted.insert(offset)
            }
        }

        var script: [Edit] = []
        script.reserveCapacity(old.count + inserted.count)
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, removed.contains(i) {
                script.append(Edit(kind: .remove, old: i, new: j))
                i += 1
            } else if j < new.count, inserted.contains(j) {
                script.append(Edit(kind: .insert, old: i, new: j))
                j += 1
            } else {
                script.append(Edit(kind: .keep, old: i, new: j))
                i += 1
                j += 1
            }
        }
        return script
    }

    /// The ranges of the script each hunk covers, context included.
    private static func hunkRanges(of script: [Edit], context: Int) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while let first = script[index...].firstIndex(where: { $0.kind != .keep }) {
            var last = first
            var cursor = first + 1
            // Extend the hunk while the next change is close enough that the contexts would touch.
            while let next = script[cursor...].firstIndex(where: { $0.kind != .keep }),
                next - last - 1 <= 2 * context
            {
                last = next
                cursor = next + 1
            }
            ranges.append(max(0, first - context)..<min(script.count, last + 1 + context))
            index = last + 1
        }
        return ranges
    }

    private static func hunk(
        _ edits: ArraySlice<Edit>,
        oldLines: [Substring],
        newLines: [Substring]
    ) -> String {
        guard let first = edits.first else { return "" }
        let oldCount = edits.count { $0.kind != .insert }
        let newCount = edits.count { $0.kind != .remove }
        var output = "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n"

        // diff prints each change's removals before its insertions, whatever order they came in.
        var removals = ""
        var insertions = ""
        for edit in edits {
            switch edit.kind {
            case .remove: removals += line("-", oldLines[edit.old])
            case .insert: insertions += line("+", newLines[edit.new])
            case .keep:
                output += removals + insertions + line(" ", oldLines[edit.old])
                removals = ""
                insertions = ""
            }
        }
        return output + removals + insertions
    }

    /// A hunk's `start,count`: `start` alone for one line, the line before for none.
    private static func range(_ start: Int, _ count: Int) -> String {
        switch count {
        case 0: "\(start),0"
        case 1: "\(start + 1)"
        default: "\(start + 1),\(count)"
        }
    }

    private static func line(_ prefix: String, _ text: Substring) -> String {
        if text.utf8.last == UInt8(ascii: "\n") { return prefix + text }
        return prefix + text + "\n" + noNewlineMarker + "\n"
    }

    private static let noNewlineMarker = "\\ No newline at end of file"
}
