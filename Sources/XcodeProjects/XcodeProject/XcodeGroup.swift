/// A `PBXGroup`, `PBXVariantGroup` or `PBXFileSystemSynchronizedRootGroup`.
public struct XcodeGroup: Sendable, Equatable {
    public static let synchronizedISA = "PBXFileSystemSynchronizedRootGroup"

    public let id: String
    public let isa: String
    public let name: String?
    /// The folder, relative to what `sourceTree` names; nil for a group that only has a name.
    public let path: String?
    /// What `path` is relative to: `<group>`, `SOURCE_ROOT`, `<absolute>`, …
    public let sourceTree: String?
    /// Children of a classic group, in order.
    public let childIDs: [String]
    /// Exception sets of a synchronized group.
    public let exceptionSetIDs: [String]

    init(_ object: PBXObject) {
        id = object.id
        isa = object.isa
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        childIDs = object.strings("children")
        exceptionSetIDs = object.strings("exceptions")
    }

    /// Whether the group is an Xcode 16 synchronized folder.
    public var isSynchronized: Bool { isa == Self.synchronizedISA }

    /// The name Xcode shows: `name`, else the last component of `path`.
    public var displayName: String? {
        name ?? path.map { String($0.split(separator: "/").last ?? Substring($0)) }
    }
}

/// A `PBXFileSystemSynchronizedBuildFileExceptionSet`: files of a synchronized folder whose
/// membership in `targetID` is the opposite of the folder's default.
public struct SynchronizedExceptionSet: Sendable, Equatable {
    public static let isa = "PBXFileSystemSynchronizedBuildFileExceptionSet"

    public let id: String
    /// The target whose membership the exceptions change.
    public let targetID: String?
    /// Paths relative to the synchronized folder.
    public let membershipExceptions: [String]

    init(_ object: PBXObject) {
        id = object.id
        targetID = object.string("target")
        membershipExceptions = object.strings("membershipExceptions")
    }
}

/// A `PBXFileReference`.
public struct XcodeFileReference: Sendable, Equatable {
    public let id: String
    public let name: String?
    public let path: String?
    public let sourceTree: String?
    /// Such as `sourcecode.swift` (`explicitFileType` when that is what the file has).
    public let lastKnownFileType: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        lastKnownFileType = object.string("lastKnownFileType") ?? object.string("explicitFileType")
    }
}
