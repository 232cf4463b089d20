import Foundation
import MotionEngine
import PiecesSupport

// Measures the lexer and `sync`/`check` on synthetic registries of growing size. Build it in
// release mode: debug figures say nothing about the shipped tool.

func fail(_ failure: BenchmarkError, removing folder: URL?) -> Never {
    if let folder { try? FileManager.default.removeItem(at: folder) }
    FileHandle.standardError.write(Data(("pieces-benchmark: " + failure.message + "\n").utf8))
    exit(failure.isUsage ? 64 : 1)
}

/// The registry the copies are made from: `--registry DIR` (the folder holding foundation/, or a
/// folder holding registry/), else the nearest `registry/` at or above the current folder.
func sourceRegistry(_ explicit: String?) throws(BenchmarkError) -> FolderRegistry {
    let start = FileManager.default.currentDirectoryPath
    let motion = "foundation/PieceMotion.swift"
    func holdsMotion(_ folder: Path) -> Bool {
        FileManager.default.fileExists(atPath: folder.appending(motion).string)
    }
    if let explicit {
        let folder = Path(explicit).resolved(against: Path(start))
        for candidate in [folder, folder.appending("registry")] where holdsMotion(candidate) {
            return FolderRegistry(root: URL(fileURLWithPath: candidate.string))
        }
        throw .registryNotFound(searchedFrom: explicit)
    }
    for folder in Path(start).absolute.ancestors where holdsMotion(folder.appending("registry")) {
        return FolderRegistry(root: URL(fileURLWithPath: folder.appending("registry").string))
    }
    throw .registryNotFound(searchedFrom: start)
}

/// The start-up ratios, for the `pieces` built beside this executable.
func startupLines(_ options: BenchmarkOptions, source: FolderRegistry, base: URL) throws(BenchmarkError) -> [String] {
    let executable = Path(CommandLine.arguments[0]).resolvingSymlinks()
    let pieces = URL(fileURLWithPath: executable.parent.appending("pieces").string)
    let staticPieces = options.staticPieces.map { URL(fileURLWithPath: $0).standardizedFileURL }
    let figures = try StartupBenchmark.run(
        dynamic: pieces, staticBinary: staticPieces, repository: source.root.deletingLastPathComponent(), base: base)
    return StartupBenchmark.lines(figures)
}

func runBenchmark(_ options: BenchmarkOptions, base: URL) throws(BenchmarkError) {
    if options.startupOnly {
        print(ReportTable.title(cores: ProcessInfo.processInfo.activeProcessorCount, load: Timing.loadAverage()))
        for line in try startupLines(options, source: try sourceRegistry(options.registry), base: base) { print(line) }
        return
    }
    if options.addOnly {
        print(ReportTable.title(cores: ProcessInfo.processInfo.activeProcessorCount, load: Timing.loadAverage()))
        for line in AddBenchmark.report(try AddBenchmark.run(in: base)) { print(line) }
        return
    }
    let source = try sourceRegistry(options.registry)
    if let corpus = options.corpus {
        print(ReportTable.title(cores: ProcessInfo.processInfo.activeProcessorCount, load: Timing.loadAverage()))
        for line in try CorpusBenchmark.run(corpus: corpus, source: source, base: base).lines { print(line) }
        return
    }
    let templates = try PieceTemplate.all(in: source)
    print(ReportTable.title(cores: ProcessInfo.processInfo.activeProcessorCount, load: Timing.loadAverage()))
    print(
        """
        piece templates: \(templates.count), from \(source.root.path); ~\(SyntheticRegistry.piecesPerCategory) pieces \
        per category folder
        """
    )

    var rows: [SizeBenchmark] = []
    var lints: [LintTiming] = []
    for size in options.sizes {
        let root = base.appendingPathComponent("pieces-\(size)")
        let registry = try SyntheticRegistry.generate(size: size, from: source, templates: templates, into: root)
        rows.append(try SizeBenchmark.run(on: registry))
        lints.append(try LintTiming.run(on: registry.registry, size: size))
        if options.keep == nil { try? FileManager.default.removeItem(at: root) }
    }
    let syncPeak = PeakMemory.kilobytes()

    // The lexer reads the pieces as generated (own code only) for the largest size, from memory.
    let largest = options.sizes.last ?? 0
    let files = (0..<largest).map { SyntheticRegistry.piece(number: $0, templates: templates).bytes }
    let lexer = LexerThroughput.measure(files)
    print(ReportTable.lexer(lexer, files: files.count))
    print(ReportTable.legend)
    print(ReportTable.table(rows))
    for line in ReportTable.growth(rows) { print(line) }
    for line in LintTiming.lines(lints, checks: rows) { print(line) }
    for line in AddBenchmark.report(try AddBenchmark.run(in: base)) { print(line) }
    for line in try startupLines(options, source: source, base: base) { print(line) }
    print(ReportTable.memory(syncPeak: syncPeak, finalPeak: PeakMemory.kilobytes()))
    if let keep = options.keep { print("registries kept in \(keep)") }
}

let options: BenchmarkOptions
do { options = try BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst())) } catch {
    fail(error, removing: nil)
}
if options.showHelp {
    print(BenchmarkOptions.usage)
    exit(0)
}
let keepFolder = options.keep.map { URL(fileURLWithPath: $0).standardizedFileURL }
let base =
    keepFolder
    ?? FileManager.default.temporaryDirectory
    .appendingPathComponent("pieces-benchmark-\(ProcessInfo.processInfo.processIdentifier)")
// A temporary base folder is removed whatever happens; a kept one is left as it is.
let removable = keepFolder == nil ? base : nil
do { try runBenchmark(options, base: base) } catch { fail(error, removing: removable) }
if let removable { try? FileManager.default.removeItem(at: removable) }
