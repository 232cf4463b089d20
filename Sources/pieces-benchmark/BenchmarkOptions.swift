import Foundation
import PiecesSupport

/// The command line of `pieces-benchmark`.
struct BenchmarkOptions {
    /// Registry sizes to measure, smallest first.
    var sizes = [100, 1_000, 10_000]
    /// Where to leave the generated registries; `nil` uses a temporary folder removed at the end.
    var keep: String?
    /// The real registry whose foundations and pieces seed the synthetic ones.
    var registry: String?
    /// A folder of Swift files to check as pieces, side by side with `cat`, instead of the sizes.
    var corpus: String?
    var showHelp = false
    /// Only the `pieces add` figures (no registries generated).
    var addOnly = false
    /// Only the start-up ratios: `pieces` against a hello world.
    var startupOnly = false
    /// The static `pieces` (scripts/build-static.sh) to measure too, against a static hello world.
    var staticPieces: String?

    static let usage = """
        usage: pieces-benchmark [--sizes 100,1000,10000] [--keep DIR] [--registry DIR] [--add-only]
               pieces-benchmark --corpus DIR [--registry DIR]
               pieces-benchmark --startup [--static-pieces FILE]

          --sizes LIST     registry sizes (piece counts) to measure, comma separated
          --keep DIR       generate the registries in DIR/pieces-<N> and leave them there
          --registry DIR   the registry to take foundations and piece templates from
                           (default: the nearest registry/ at or above the current folder)
          --add-only       only time `pieces add ElasticButton --dry-run` into a small and a
                           large (~1 MB project.pbxproj) generated Xcode project
          --corpus DIR     check every .swift file below DIR as a piece, timed against
                           cat over the same files (no synthetic registries)
          --startup        only the start-up ratios: `pieces --version`, `check` and `add
                           --dry-run` against a Foundation hello world built in the same run
                           (the `pieces` beside this benchmark's executable)
          --static-pieces FILE
                           also the static binary of scripts/build-static.sh, against a
                           hello world built with -static-stdlib

        Build and run with: swift run -c release pieces-benchmark
        """
    static func missingValueMessage(_ name: String) -> Message { "\(name) needs a value" }
    static func badSizesMessage(_ text: String) -> Message {
        "--sizes takes positive whole numbers separated by commas, not '\(text)'"
    }
    static func unknownOptionMessage(_ argument: String) -> Message { "unknown argument '\(argument)'" }

    static func parse(_ arguments: [String]) throws(BenchmarkError) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // `--name=value` and `--name value` both work, as in the `pieces` tool.
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            let name = parts[0]
            func value() throws(BenchmarkError) -> String {
                if parts.count == 2 { return parts[1] }
                guard let next = remaining.popFirst() else {
                    throw .usage(missingValueMessage(name).text + "\n" + usage)
                }
                return next
            }
            switch name {
            case "--sizes": options.sizes = try sizes(from: try value())
            case "--keep": options.keep = try value()
            case "--registry": options.registry = try value()
            case "--add-only": options.addOnly = true
            case "--startup": options.startupOnly = true
            case "--static-pieces": options.staticPieces = try value()
            case "--corpus": options.corpus = try value()
            case "--help", "-h": options.showHelp = true
            default: throw .usage(unknownOptionMessage(argument).text + "\n" + usage)
            }
        }
        return options
    }

    private static func sizes(from text: String) throws(BenchmarkError) -> [Int] {
        let values = text.split(separator: ",").map { Int($0.trimmingCharacters(in: .whitespaces)) }
        guard !values.isEmpty, values.allSatisfy({ ($0 ?? 0) > 0 }) else {
            throw .usage(badSizesMessage(text).text)
        }
        return Array(Set(values.compactMap { $0 })).sorted()
    }
}
