// swift-tools-version: 6.2
import PackageDescription

// A user's package, as TestingYourContainers.md tells users to write it: the public products,
// by path here (by URL in a real app), and plain `import UIKit` everywhere.
let package = Package(
  name: "UserPath",
  dependencies: [.package(name: "UIKitSDL", path: "../..")],
  targets: [
    // Seed 000's container, as a user's library.
    .target(name: "Containers", dependencies: [.product(name: "UIKit", package: "UIKitSDL")]),
    // A side drawer as Swift 5 libraries are still written: the Swift 5 language mode, helpers
    // with no actor annotation, Visual Format Language constraints and a blurred panel.
    .target(
      name: "Drawer", dependencies: [.product(name: "UIKit", package: "UIKitSDL")],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // An app showing them: `readelf -d` on it shows that the testing libraries are not linked.
    .executableTarget(
      name: "UserApp",
      dependencies: [
        "Containers", "Drawer", .product(name: "UIKit", package: "UIKitSDL"),
        .product(name: "SDLHost", package: "UIKitSDL"),
      ]),
    .testTarget(
      name: "ContainersTests",
      dependencies: [
        "Containers", .product(name: "UIKit", package: "UIKitSDL"),
        .product(name: "UIKitTestSupport", package: "UIKitSDL"),
        .product(name: "UIKitSnapshotTesting", package: "UIKitSDL"),
      ],
      exclude: ["__Snapshots__"]),
    // The drawer's tests, in the Swift 5 language mode too: an XCTestCase that sets up UI types
    // in its non-isolated `setUp()`, as iOS test suites do.
    .testTarget(
      name: "DrawerTests",
      dependencies: [
        "Drawer", .product(name: "UIKit", package: "UIKitSDL"),
        .product(name: "UIKitTestSupport", package: "UIKitSDL"),
        .product(name: "UIKitSnapshotTesting", package: "UIKitSDL"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: [.swiftLanguageMode(.v5)]),
    // UI tests of the app in its own process, with XCUIAutomation: the app is a dependency only
    // so that it is built; `XCUIApplication()` launches its executable.
    .testTarget(
      name: "UserAppUITests",
      dependencies: ["UserApp", .product(name: "XCUIAutomation", package: "UIKitSDL")]),
  ]
)
