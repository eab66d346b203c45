import Testing
import UIKit

nonisolated(unsafe) private var titleKey: UInt8 = 0
nonisolated(unsafe) private var ownerKey: UInt8 = 0

/// A value whose release is observable.
private final class Token {
  let onRelease: () -> Void
  init(onRelease: @escaping () -> Void = {}) { self.onRelease = onRelease }
  deinit { onRelease() }
}

@Suite("Associated objects, as the Objective-C runtime keeps them")
@MainActor
struct AssociatedObjectTests {
  @Test("a value set on an object is read back from it, and not from another")
  func valuesBelongToTheirObject() {
    let view = UIView()
    let other = UIView()

    objc_setAssociatedObject(view, &titleKey, "Inbox", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

    #expect(objc_getAssociatedObject(view, &titleKey) as? String == "Inbox")
    #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
    #expect(objc_getAssociatedObject(other, &titleKey) == nil)
  }

  @Test("setting nil removes a value; removeAssociatedObjects removes them all")
  func removal() {
    let view = UIView()
    objc_setAssociatedObject(view, &titleKey, "Inbox", .OBJC_ASSOCIATION_COPY)
    objc_setAssociatedObject(view, &ownerKey, 7, .OBJC_ASSOCIATION_RETAIN)

    objc_setAssociatedObject(view, &titleKey, nil, .OBJC_ASSOCIATION_RETAIN)

    #expect(objc_getAssociatedObject(view, &titleKey) == nil)
    #expect(objc_getAssociatedObject(view, &ownerKey) as? Int == 7)
    objc_removeAssociatedObjects(view)
    #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
  }

  @Test("an assigned value is not kept alive by the object")
  func assignDoesNotRetain() {
    let view = UIView()
    var token: Token? = Token()
    objc_setAssociatedObject(view, &ownerKey, token, .OBJC_ASSOCIATION_ASSIGN)
    #expect(objc_getAssociatedObject(view, &ownerKey) as? Token === token)

    token = nil

    #expect(objc_getAssociatedObject(view, &ownerKey) == nil)
  }

  @Test("a retained value is released once its object is gone and another association is set")
  func valuesDoNotOutliveTheirObject() {
    var released = false
    var view: UIView? = UIView()
    objc_setAssociatedObject(
      view!, &ownerKey, Token { released = true }, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

    view = nil
    objc_setAssociatedObject(UIView(), &titleKey, "Sweep", .OBJC_ASSOCIATION_RETAIN)

    #expect(released)
  }

  @Test("a replaced value is released")
  func replacedValuesAreReleased() {
    var released = false
    let view = UIView()
    objc_setAssociatedObject(view, &ownerKey, Token { released = true }, .OBJC_ASSOCIATION_RETAIN)

    objc_setAssociatedObject(view, &ownerKey, Token(), .OBJC_ASSOCIATION_RETAIN)

    #expect(released)
  }
}
