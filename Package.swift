// swift-tools-version: 6.2
import PackageDescription

let package = Package(
  name: "UIKitSDL",
  products: [
    .library(name: "UIKit", targets: ["UIKit"]),
    .library(name: "CoreGraphics", targets: ["CoreGraphics"]),
    .library(name: "QuartzCore", targets: ["QuartzCore"]),
    .library(name: "SDLHost", targets: ["SDLHost"]),
    .library(name: "UIKitTestSupport", targets: ["UIKitTestSupport"]),
    .executable(name: "Demo", targets: ["Demo"]),
  ],
  dependencies: [
    // `make docs` only: DocC for the UIKit and UIKitTestSupport catalogs.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0")
  ],
  targets: [
    // Includes only: SDL2, SDL2_ttf and SDL2_image headers, linked by the module map. The font
    // packages hold the system font (Inter) and its fallbacks, which SDL2_ttf opens by path.
    .systemLibrary(
      name: "CSDL2",
      providers: [
        .apt([
          "libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev", "fonts-inter", "fonts-noto-core",
          "fonts-noto-cjk", "fonts-noto-color-emoji",
        ])
      ]
    ),
    // Includes only: cairo's header, linked by the module map.
    .systemLibrary(name: "CCairo", providers: [.apt(["libcairo2-dev"])]),
    // Fonts and images, read through `Bundle.module`.
    .target(
      name: "Assets",
      path: "Assets",
      exclude: ["README.md"],
      resources: [.copy("Fonts"), .copy("Images")]
    ),
    // An incremental Cassowary solver: no dependencies, no UIKit types.
    .target(name: "Cassowary"),
    // Paths, colours, images and drawing contexts, drawn with cairo. No windowing.
    .target(name: "CoreGraphics", dependencies: ["CCairo"]),
    // The public module. No windowing: it never touches SDL's video, events or renderer.
    .target(name: "UIKit", dependencies: ["Assets", "CSDL2", "Cassowary", "CoreGraphics"]),
    // `import QuartzCore`, as iOS files say it: the layer and animation API, re-exported.
    .target(name: "QuartzCore", dependencies: ["UIKit"]),
    // The only place that opens windows, reads events and draws. HOST.md is the seam's contract.
    .target(name: "SDLHost", dependencies: ["UIKit", "CSDL2"], exclude: ["HOST.md"]),
    // Shared fakes for tests: manual clock, recording renderer, lifecycle log, snapshots.
    .target(name: "UIKitTestSupport", dependencies: ["UIKit", "SDLHost"]),
    // Main.storyboard is a resource: `UIStoryboard(name: "Main", bundle: .main)` finds it in the
    // resource bundle beside the executable.
    .executableTarget(
      name: "Demo", dependencies: ["UIKit", "SDLHost"], path: "Demo", exclude: ["Screenshots"],
      resources: [.process("Main.storyboard")]),
    // Benchmarks print figures; `make bench` runs them, `make test` does not.
    .executableTarget(
      name: "UIKitBenchmarks", dependencies: ["UIKit", "SDLHost", "CSDL2", "UIKitTestSupport"],
      path: "Sources/UIKitBenchmarks"),
    // Damaged storyboards and nibs through the loader: `make fuzz`; a short run is a test.
    .executableTarget(name: "StoryboardFuzz", dependencies: ["UIKit", "UIKitTestSupport"]),
    // The solver against kiwisolver (python3-kiwisolver) on the same layouts.
    .executableTarget(
      name: "LayoutBenchmark", dependencies: ["Cassowary"], exclude: ["kiwi_bench.py"]),
    .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "UIKitTestSupport"]),
    // Depends on the demo too: the seeds' storyboard samples run against its Main.storyboard.
    // Swift Testing declares cross-import overlays for Apple's UIKit and CoreGraphics, which
    // do not exist on Linux; a plain `import UIKit` beside `import Testing` would look for them.
    .testTarget(
      name: "UIKitTests",
      dependencies: ["UIKit", "QuartzCore", "CoreGraphics", "UIKitTestSupport", "Demo"],
      resources: [.copy("Storyboards")],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]),
    .testTarget(
      name: "SDLHostTests",
      dependencies: ["SDLHost", "UIKit", "UIKitTestSupport", "CSDL2", "Demo"],
      exclude: ["References"],
      swiftSettings: [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]
    ),
  ],
  swiftLanguageModes: [.v6]
)

// Warnings are errors in every target of this package, so they stay fixed: `make lint` builds
// everything once with this in force. SwiftPM ignores the setting when this package is a remote
// dependency of someone else's.
for target in package.targets where target.type != .system {
  target.swiftSettings = (target.swiftSettings ?? []) + [.treatAllWarnings(as: .error)]
}
