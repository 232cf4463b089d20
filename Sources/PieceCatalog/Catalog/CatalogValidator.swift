import MotionEngine
import PiecesDiagnostics

/// The rules `pieces build` enforces across a catalog, besides stale blocks (which `check` finds).
struct CatalogValidator {
    let catalog: Catalog

    /// Every problem, piece by piece in path order, then files no piece claims.
    func diagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        let byPath = (catalog.pieces + catalog.misnamed).sorted { $0.path < $1.path }
        var firstOfName: [String: PieceDescriptor] = [:]
        for piece in byPath where firstOfName[piece.name] == nil { firstOfName[piece.name] = piece }
        let cycles = dependencyCycles(firstOfName)
        var installedNames: [String: String] = [:]
        for piece in byPath {
            let file = (piece.name + ".swift").lowercased()
            installedNames[file] = installedNames[file] ?? piece.name
        }
        for piece in byPath {
            var problems = placement(of: piece)
            if let first = firstOfName[piece.name], first.path != piece.path {
                problems.append(
                    .duplicatePiece(
                        SourcePosition(file: piece.displayPath, line: 1), name: piece.name, other: first.displayPath))
            }
            // A file name that cannot be a type name cannot name the main type either: one error is enough.
            let ownProblems =
                problems.contains { if case .invalidPieceName = $0 { true } else { false } }
                ? piece.problems.filter { if case .mainTypeMissing = $0 { false } else { true } } : piece.problems
            problems += ownProblems + resources(of: piece) + dependencies(of: piece, known: firstOfName)
            problems += collisions(of: piece, installedNames: &installedNames) + HeaderText.controlProblems(in: piece)
            problems += cycles.filter { $0.first == piece.name && firstOfName[piece.name]?.path == piece.path }
                .map { CatalogFinding.dependencyCycle(piece.position(of: .dependencies), cycle: $0) }
            let diagnostics = piece.headerErrors.map(\.diagnostic) + problems.map(\.diagnostic)
            result += diagnostics.sorted { ($0.line ?? 0, $0.column ?? 0) < ($1.line ?? 0, $1.column ?? 0) }
        }
        let claimed = Set((catalog.pieces + catalog.misnamed).flatMap { $0.files.map(\.path) })
        for path in catalog.listing.otherPiecePaths where !claimed.contains(path) {
            result.append(
                CatalogFinding.undeclaredFile(SourcePosition(file: catalog.listing.display(path), line: 1), path: path)
                    .diagnostic)
        }
        return result
    }

    /// Whether a resource names a file next to the piece and nothing that walks elsewhere.
    static func isPlainFileName(_ name: String) -> Bool {
        !name.isEmpty && name != "." && name != ".." && !name.contains("/") && !name.contains("\\")
    }

    private func placement(of piece: PieceDescriptor) -> [CatalogFinding] {
        let top = SourcePosition(file: piece.displayPath, line: 1)
        var problems: [CatalogFinding] = []
        if piece.folder.isEmpty { problems.append(.misplacedPiece(top, path: piece.path)) }
        if piece.name.wholeMatch(of: #/[A-Za-z_][A-Za-z0-9_]*/#) == nil {
            problems.append(.invalidPieceName(top, name: piece.name))
        }
        let category = piece.header.category
        if !category.isEmpty, !piece.folder.isEmpty, category != piece.folder {
            problems.append(.categoryMismatch(piece.position(of: .category), category: category, folder: piece.folder))
        }
        return problems
    }

    private func resources(of piece: PieceDescriptor) -> [CatalogFinding] {
        let at = piece.position(of: .resources)
        return piece.header.resources.compactMap { resource in
            if !Self.isPlainFileName(resource) { return .invalidResourceName(at, resource: resource) }
            if resource.hasSuffix(".swift") { return .swiftResource(at, resource: resource) }
            guard catalog.listing.hasFile(piece.folderPath + "/" + resource) else {
                return .missingResource(at, resource: resource, folder: catalog.listing.display(piece.folderPath + "/"))
            }
            return nil
        }
    }

    /// Resources whose name another piece's file already takes (the first in path order keeps it),
    /// and resources named like `pieces.lock`: `add` puts every file into one folder.
    private func collisions(of piece: PieceDescriptor, installedNames: inout [String: String]) -> [CatalogFinding] {
        let at = piece.position(of: .resources)
        var problems: [CatalogFinding] = []
        for resource in piece.header.resources where Self.isPlainFileName(resource) && !resource.hasSuffix(".swift") {
            if !RegistryPath.mayInstall(fileNamed: resource) {
                problems.append(.reservedResource(at, resource: resource))
            } else if let other = installedNames[resource.lowercased()], other != piece.name {
                problems.append(.resourceCollision(at, resource: resource, other: other))
            } else {
                installedNames[resource.lowercased()] = piece.name
            }
        }
        return problems
    }

    private func dependencies(of piece: PieceDescriptor, known: [String: PieceDescriptor]) -> [CatalogFinding] {
        piece.header.dependencies.filter { known[$0] == nil }.map { name in
            .unknownDependency(piece.position(of: .dependencies), name: name, suggestion: catalog.suggestion(for: name))
        }
    }

    /// Every cycle among the known dependencies, each once, rotated to start at its smallest
    /// name and closed (`[A, B, A]`).
    private func dependencyCycles(_ pieces: [String: PieceDescriptor]) -> [[String]] {
        var cycles: [[String]] = []
        var seen = Set<[String]>()
        var finished = Set<String>()
        func visit(_ name: String, stack: [String]) {
            if let start = stack.firstIndex(of: name) {
                var cycle = Array(stack[start...])
                let smallest = cycle.indices.min { cycle[$0] < cycle[$1] }!
                cycle = Array(cycle[smallest...] + cycle[..<smallest])
                if seen.insert(cycle).inserted { cycles.append(cycle + [cycle[0]]) }
                return
            }
            guard !finished.contains(name), let piece = pieces[name] else { return }
            var visited = Set<String>()
            // A piece listing one name many times is searched once per name (linear, not quadratic).
            for dependency in piece.header.dependencies where visited.insert(dependency).inserted {
                visit(dependency, stack: stack + [name])
            }
            finished.insert(name)
        }
        for name in pieces.keys.sorted() { visit(name, stack: []) }
        return cycles
    }
}
