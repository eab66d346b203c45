// swift-tools-version: 6.2
import PackageDescription

// A user's package, as the README tells users to write it: this repository's public products,
// by path here (by URL in a real app), and plain `import UIKit` everywhere.
let package = Package(
  name: "UserPath",
  dependencies: [.package(name: "UIKitSDL", path: "../..")],
  targets: [
    // Seed 000's container, as a user's library.
    .target(name: "Containers", dependencies: [.product(name: "UIKit", package: "UIKitSDL")]),
    // An app showing it: `readelf -d` on it shows that the testing libraries are not linked.
    .executableTarget(
      name: "UserApp",
      dependencies: [
        "Containers", .product(name: "UIKit", package: "UIKitSDL"),
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
  ]
)
