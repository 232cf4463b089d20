import Foundation

/// The probes of one piece's logic tests compiled together: one program per isolation holds every
/// probe listed for it, each in a function of its own, so a suite pays for compiling the piece's
/// declarations once per isolation rather than once per probe.
///
/// `run` gives exactly what `PieceLogicProbe.run` gives for the same probe. A probe that is not
/// listed, or any failure of the shared program (a compile error, a trap), runs alone through
/// `PieceLogicProbe.run`, so a broken probe fails its own test with its own message. Listed probes
/// share a process, one after another: a probe must not depend on state another leaves.
package final class PieceLogicBatch: @unchecked Sendable {
    /// One probe's statements and the isolations a test runs it under.
    package struct Probe: Sendable {
        package var code: String
        package var isolations: [MotionIsolation]

        package init(_ code: String, isolations: [MotionIsolation] = [.nonisolated]) {
            self.code = code
            self.isolations = isolations
        }
    }

    private let piece: String
    private let declarations: [String]
    /// Worked out when first compiled (cutting sections out of the foundation may throw).
    private let support: @Sendable () throws -> String
    private let probes: [Probe]
    private let lock = NSLock()
    private var outputs: [MotionIsolation: [String: [String]]] = [:]

    package init(
        piece: String, declarations: [String], support: @autoclosure @escaping @Sendable () throws -> String = "",
        probes: [Probe]
    ) {
        self.piece = piece
        self.declarations = declarations
        self.support = support
        self.probes = probes
    }

    /// The lines `probe` printed under `isolation`, from the shared program when it is listed there.
    package func run(_ probe: String, isolation: MotionIsolation = .nonisolated) throws -> [String] {
        if let lines = shared(isolation)[probe] { return lines }
        return try PieceLogicProbe.run(
            piece: piece, declarations: declarations, support: try support(), probe: probe, isolation: isolation)
    }

    /// Every listed probe's lines under `isolation`, by its code; empty when the program failed.
    private func shared(_ isolation: MotionIsolation) -> [String: [String]] {
        lock.lock()
        defer { lock.unlock() }
        if let known = outputs[isolation] { return known }
        let listed = Array(Set(probes.filter { $0.isolations.contains(isolation) }.map(\.code))).sorted()
        let result = listed.count < 2 ? [:] : ((try? compile(listed, isolation: isolation)) ?? [:])
        outputs[isolation] = result
        return result
    }

    /// A line no probe prints, before each probe's output.
    private static func marker(_ index: Int) -> String { "\u{1E}probe \(index)" }

    private func compile(_ listed: [String], isolation: MotionIsolation) throws -> [String: [String]] {
        var program = "import Foundation\n\n" + (try support()) + "\n\n"
        for opening in declarations {
            program += try PieceLogicProbe.declaration(opening, in: piece) + "\n\n"
        }
        for (index, code) in listed.enumerated() {
            program += "@MainActor func probe\(index)() {\n" + code + "\n}\n\n"
        }
        for index in listed.indices { program += "print(\"\\u{1E}probe \(index)\")\nprobe\(index)()\n" }
        let output = try MotionMathProbe.compileAndRun(program, isolation: isolation, what: "the logic of \(piece)")
        var lines: [String: [String]] = [:]
        var current: String?
        for line in output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
            if let index = listed.indices.first(where: { Self.marker($0) == line }) {
                current = listed[index]
                lines[listed[index]] = []
            } else if let current, !line.isEmpty {
                lines[current, default: []].append(line)
            }
        }
        // Every probe reached its marker, or the program is not trusted at all.
        return lines.count == listed.count ? lines : [:]
    }
}
