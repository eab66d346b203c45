// Core Animation on Apple platforms sits on Core Graphics and re-exports it, so a layer-only
// library that says `import QuartzCore` finds `CGRect`, `CGPath` and `CGColor` too, as on iOS.
@_exported import CoreGraphics
@_exported import Foundation
