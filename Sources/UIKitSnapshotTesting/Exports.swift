// `import UIKitSnapshotTesting` alone brings `assertSnapshot` and the library's types, as
// swift-snapshot-testing's own InlineSnapshotTesting does for its base module.
@_exported import SnapshotTesting
