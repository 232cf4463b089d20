import Foundation
import PiecesSupport

/// What a short `pieces` run costs next to the cheapest Swift program that could do it: a hello world
/// that imports Foundation and prints a line, built in this run by the same compiler the same way
/// (optimized; dynamically linked against the dynamic `pieces`, with `-static-stdlib` against the
/// static one). Each run of `pieces` is paired with a run of the hello world just before it, and the
/// ratio is the median of the pairs' ratios: a machine whose speed drifts during the benchmark (a
/// shared one does, by a factor of two within the hour) moves both halves of a pair alike, where two
/// blocks of runs one after the other would each catch a different speed. The targets are the
/// start-up targets of docs/benchmarks.md.
struct StartupBenchmark {
    /// One command measured against the hello world of its linking.
    struct Case {
        var label: String
        var arguments: [String]
        var folder: URL
        var target: Double
    }

    /// A measured case: medians of wall time and of the child's CPU time, the hello world's, and the
    /// medians of the paired runs' ratios.
    struct Figure {
        var label: String
        var binary: String
        var wall: Double
        var cpu: Double
        var helloWall: Double
        var helloCPU: Double
        /// The median of `pieces`' wall time over the hello world's, run by run.
        var ratio: Double
        /// The same of CPU time, which a loaded machine inflates less than wall time.
        var cpuRatio: Double
        var target: Double

        var verdict: String { ratio <= target ? "met" : "not met" }
    }

    static let runs = 21
    static let helloSource = "import Foundation\nprint(\"hello\")\n"

    /// Every case for the `pieces` at `dynamic` (and at `staticBinary`, when given).
    static func run(dynamic: URL, staticBinary: URL?, repository: URL, base: URL) throws(BenchmarkError)
        -> [Figure]
    {
        let project = base.appendingPathComponent("startup-project")
        do {
            try? FileManager.default.removeItem(at: project)
            try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
            try FileManager.default.copyItem(
                at: repository.appendingPathComponent("Tests/Fixtures/projects/ClassicApp"), to: project)
        } catch {
            throw .io(path: project.path, reason: error.localizedDescription)
        }
        let cases = [
            Case(label: "pieces --version", arguments: ["--version"], folder: repository, target: 1.5),
            Case(label: "pieces check (the registry)", arguments: ["check"], folder: repository, target: 2),
            Case(
                label: "pieces add ElasticButton --dry-run (small classic project)",
                arguments: ["add", "ElasticButton", "--dry-run"], folder: project, target: 3)
        ]
        var figures: [Figure] = []
        var binaries: [(name: String, pieces: URL, helloFlags: [String])] = [("dynamic", dynamic, [])]
        if let staticBinary {
            binaries.append(("static", staticBinary, try staticLinkFlags(repository: repository)))
        }
        for binary in binaries {
            let hello = try compileHello(flags: binary.helloFlags, in: base, name: "hello-\(binary.name)")
            for item in cases {
                figures.append(try paired(item, hello: hello, pieces: binary.pieces, binaryName: binary.name))
            }
        }
        return figures
    }

    static func lines(_ figures: [Figure]) -> [String] {
        [
            """
            start-up: medians of \(runs) runs, each after a run of the hello world, wall (CPU of the process); \
            ratio = the median of each run's wall / its hello world's (CPU ratio after it); the verdict is on the \
            wall ratio
            """
        ]
            + figures.map { figure in
                String(
                    format: "  %@ %@: %.1f ms (%.1f) vs hello %.1f ms (%.1f): %.2fx (CPU %.2fx), target <= %.1fx: %@",
                    figure.binary, figure.label, figure.wall, figure.cpu, figure.helloWall, figure.helloCPU,
                    figure.ratio, figure.cpuRatio, figure.target, figure.verdict)
            }
    }

    /// The swiftc flags `scripts/build-static.sh` links the static `pieces` with (`-static-stdlib`,
    /// the linker and its options): the static hello world is built the same way.
    private static func staticLinkFlags(repository: URL) throws(BenchmarkError) -> [String] {
        let script = repository.appendingPathComponent("scripts/build-static.sh").path
        let outcome: ChildProcess.Outcome
        do throws(ChildProcess.LaunchFailure) {
            outcome = try ChildProcess(script, ["--print-link-flags"], environment: ProcessInfo.processInfo.environment)
                .run()
        } catch {
            throw .toolFailed(tool: script, reason: error.reason)
        }
        guard outcome.status == 0 else {
            throw .toolFailed(tool: script, reason: String(decoding: outcome.errorOutput, as: UTF8.self))
        }
        return String(decoding: outcome.output, as: UTF8.self).split(separator: "\n").map(String.init)
    }

    /// The hello world, built with `swiftc -O` and `flags`.
    private static func compileHello(flags: [String], in base: URL, name: String) throws(BenchmarkError) -> URL {
        let source = base.appendingPathComponent("\(name).swift")
        let binary = base.appendingPathComponent(name)
        do { try Data(helloSource.utf8).write(to: source) } catch {
            throw .io(path: source.path, reason: error.localizedDescription)
        }
        let compiler = URL(fileURLWithPath: "/usr/bin/env")
        let status = try execute(compiler, ["swiftc", "-O"] + flags + [source.path, "-o", binary.path], in: base)
        guard status == 0 else { throw .toolFailed(tool: "swiftc", reason: "could not build the hello world") }
        return binary
    }

    /// `runs` pairs, each a run of `hello` then one of `pieces` with the case's arguments, after one
    /// unmeasured run of each: the medians of each side's wall and CPU milliseconds and of the pairs'
    /// ratios.
    private static func paired(_ item: Case, hello: URL, pieces: URL, binaryName: String)
        throws(BenchmarkError) -> Figure
    {
        try execute(hello, [], in: item.folder)
        try execute(pieces, item.arguments, in: item.folder)
        var helloRuns: [(wall: Double, cpu: Double)] = []
        var piecesRuns: [(wall: Double, cpu: Double)] = []
        for _ in 0..<runs {
            helloRuns.append(try measure(hello, [], in: item.folder))
            piecesRuns.append(try measure(pieces, item.arguments, in: item.folder))
        }
        func median(_ values: [Double]) -> Double { values.sorted()[values.count / 2] }
        let pairs = Array(zip(piecesRuns, helloRuns))
        return Figure(
            label: item.label, binary: binaryName, wall: median(piecesRuns.map(\.wall)),
            cpu: median(piecesRuns.map(\.cpu)), helloWall: median(helloRuns.map(\.wall)),
            helloCPU: median(helloRuns.map(\.cpu)), ratio: median(pairs.map { $0.0.wall / $0.1.wall }),
            cpuRatio: median(pairs.map { $0.0.cpu / $0.1.cpu }), target: item.target)
    }

    /// One run of `binary`: its wall and CPU milliseconds.
    private static func measure(_ binary: URL, _ arguments: [String], in folder: URL) throws(BenchmarkError)
        -> (wall: Double, cpu: Double)
    {
        let cpuBefore = Timing.childrenCPUTime()
        let start = Timing.clock.now
        try execute(binary, arguments, in: folder)
        return ((Timing.clock.now - start).milliseconds, (Timing.childrenCPUTime() - cpuBefore).milliseconds)
    }

    /// Runs `binary` in `folder` with its output discarded and waits for it. `posix_spawn` and
    /// `waitpid` rather than `Process`, whose wait on Linux wakes on a timer and would round every
    /// figure up to it. The benchmark runs one child at a time, so changing this process's folder
    /// around the spawn is safe.
    @discardableResult
    private static func execute(_ binary: URL, _ arguments: [String], in folder: URL) throws(BenchmarkError)
        -> Int32
    {
        let previous = FileManager.default.currentDirectoryPath
        guard FileManager.default.changeCurrentDirectoryPath(folder.path) else {
            throw .toolFailed(tool: binary.path, reason: "cannot enter \(folder.path)")
        }
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        #if canImport(Darwin)
            var actions: posix_spawn_file_actions_t? = nil
        #else
            var actions = posix_spawn_file_actions_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([binary.path] + arguments).map { strdup($0) } + [nil]
        let environment = ProcessInfo.processInfo.environment.map { strdup($0.key + "=" + $0.value) } + [nil]
        defer { for string in argv + environment { free(string) } }
        var child = pid_t()
        let spawned = posix_spawn(&child, binary.path, &actions, nil, argv, environment)
        guard spawned == 0 else {
            throw .toolFailed(tool: binary.path, reason: String(cString: strerror(spawned)))
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0, errno == EINTR {}
        return status
    }
}
