/// A `PBXGroup`, `PBXVariantGroup` or `PBXFileSystemSynchronizedRootGroup`.
package struct XcodeGroup: Sendable, Equatable {
    static let synchronizedISA = "PBXFileSystemSynchronizedRootGroup"

    package let id: String
    package let isa: String
    package let name: String?
    /// The folder, relative to what `sourceTree` names; nil for a group that only has a name.
    package let path: String?
    /// What `path` is relative to: `<group>`, `SOURCE_ROOT`, `<absolute>`, …
    package let sourceTree: String?
    /// Children of a classic group, in order.
    let childIDs: [String]
    /// Exception sets of a synchronized group.
    let exceptionSetIDs: [String]

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
    var isSynchronized: Bool { isa == Self.synchronizedISA }

    /// The name Xcode shows: `name`, else the last component of `path`.
    package var displayName: String? {
        name ?? path.map { String($0.split(separator: "/").last ?? Substring($0)) }
    }
}

/// A `PBXFileSystemSynchronizedBuildFileExceptionSet`: files of a synchronized folder whose
/// membership in `targetID` is the opposite of the folder's default.
package struct SynchronizedExceptionSet: Sendable, Equatable {
    package static let isa = "PBXFileSystemSynchronizedBuildFileExceptionSet"

    package let id: String
    /// The target whose membership the exceptions change.
    package let targetID: String?
    /// Paths relative to the synchronized folder.
    package let membershipExceptions: [String]

    init(_ object: PBXObject) {
        id = object.id
        targetID = object.string("target")
        membershipExceptions = object.strings("membershipExceptions")
    }
}

/// A `PBXFileReference`.
package struct XcodeFileReference: Sendable, Equatable {
    package let id: String
    package let name: String?
    package let path: String?
    package let sourceTree: String?
    /// Such as `sourcecode.swift` (`explicitFileType` when that is what the file has).
    package let lastKnownFileType: String?

    init(_ object: PBXObject) {
        id = object.id
        name = object.string("name")
        path = object.string("path")
        sourceTree = object.string("sourceTree")
        lastKnownFileType = object.string("lastKnownFileType") ?? object.string("explicitFileType")
    }
}
