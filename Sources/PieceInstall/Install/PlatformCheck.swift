import MotionEngine
import PieceCatalog
import PiecesDiagnostics
import PiecesSupport
import ProjectFormats

/// Pieces against the platforms of the target they go into: every platform the target builds for
/// that a piece supports must deploy to at least the piece's minimum there; a platform a piece
/// does not support gets a platform filter, so that platform never compiles the piece's files.
enum PlatformCheck {
    /// Refuses a piece the target's deployment targets are too old for (unless `force`), and one
    /// that supports none of the target's platforms.
    static func check(_ pieces: [PieceDescriptor], resolved: ResolvedDestination, force: Bool) throws(InstallError) {
        guard !force else { return }
        let target = resolved.targetName ?? "the app"
        for piece in pieces {
            let supported = piece.header.platforms
            var any = false
            for platform in resolved.platforms {
                guard let name = platform.platform, let needs = supported.minimum(for: name) else { continue }
                any = true
                guard let deployment = platform.deploymentTarget, !needs.isEmpty, !deployment.isAtLeast(needs) else {
                    continue
                }
                if name == .iOS {
                    throw .deploymentTarget(
                        piece: piece.name, needs: needs, target: target, has: deployment.version,
                        source: deployment.source.description)
                }
                throw .platformDeploymentTarget(
                    piece: piece.name, platform: platform.displayName, needs: needs, target: target,
                    has: deployment.version, source: deployment.source.description)
            }
            if !any, !supported.entries.isEmpty {
                throw .noSupportedPlatform(
                    piece: piece.name, supports: supported.description, target: target,
                    builds: resolved.platforms.map(\.displayName).joined(separator: ", "))
            }
        }
    }

    /// The platform filter of each piece file (by name) that the target would otherwise compile on
    /// a platform its piece does not support; empty for a single-platform target.
    static func filters(for pieces: [PieceDescriptor], resolved: ResolvedDestination) -> [String: PlatformFilter] {
        guard resolved.platforms.count > 1 else { return [:] }
        var result: [String: PlatformFilter] = [:]
        for piece in pieces {
            let kept = resolved.platforms.filter { $0.platform.map(piece.header.platforms.supports) ?? false }
            guard kept.count < resolved.platforms.count, !kept.isEmpty else { continue }
            for file in piece.files {
                result[Path(file.path).basename] = PlatformFilter(names: kept.map(\.filterName))
            }
        }
        return result
    }

    /// The plan's word on each filtered piece: which platforms compile it and which do not.
    static func notes(for pieces: [PieceDescriptor], resolved: ResolvedDestination) -> [Diagnostic] {
        let filters = filters(for: pieces, resolved: resolved)
        return pieces.compactMap { piece in
            guard let file = piece.files.first, let filter = filters[Path(file.path).basename] else {
                return nil
            }
            let kept = resolved.platforms.filter { filter.names.contains($0.filterName) }.map(\.displayName)
            let left = resolved.platforms.filter { !filter.names.contains($0.filterName) }.map(\.displayName)
            return Diagnostic(
                severity: .note, code: "platform-filter",
                message: filterNote(
                    piece.name, resolved.targetName ?? "the app", kept.joined(separator: ", "),
                    left.joined(separator: ", ")
                ).text)
        }
    }

    static func filterNote(_ piece: String, _ target: String, _ kept: String, _ left: String) -> Message {
        """
        \(piece) supports \(kept) of the platforms target \(target) builds for: its files get a platform filter \
        (\(kept)), so the other platforms (\(left)) never compile them
        """
    }
}
