// UIKit on Apple platforms re-exports Foundation, CoreGraphics and QuartzCore, so iOS code that
// only says `import UIKit` finds `CGRect`, `CALayer`, `CABasicAnimation`, `TimeInterval` and
// `NSCoder` here too. Foundation brings the Objective-C runtime's functions there
// (`objc_setAssociatedObject`); here they are in this package's ObjectiveCRuntime module.
@_exported import CoreGraphics
@_exported import Foundation
@_exported import ObjectiveCRuntime
@_exported import QuartzCore
