import Foundation

// Core Foundation's types as the Foundation classes they are toll-free bridged to. Linux's
// Foundation has no Core Foundation types, while iOS code hands Core Graphics and Core Text
// `data as CFData` and `url as CFURL`; with these, those casts are the bridging casts Foundation
// has (`Data as NSData`), and an `NSData` passes where a `CFData` is asked for, as on iOS.

/// Core Foundation's time interval, in seconds: what `CACurrentMediaTime()` and Core Animation's
/// timing properties are declared with on iOS.
public typealias CFTimeInterval = Double

/// Core Foundation's data, as the `NSData` it is bridged to.
public typealias CFData = NSData

/// Core Foundation's URL, as the `NSURL` it is bridged to.
public typealias CFURL = NSURL

/// Core Foundation's string, as the `NSString` it is bridged to.
public typealias CFString = NSString

/// Core Foundation's error, as the `NSError` it is bridged to.
public typealias CFError = NSError
