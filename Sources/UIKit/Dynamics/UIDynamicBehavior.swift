import Foundation

/// Something UIKit Dynamics applies to items on every step: a force, a constraint, a
/// collision, or a group of behaviours.
///
/// Matches UIKit's `UIDynamicBehavior`: subclass it to compose behaviours from
/// ``childBehaviors`` (a card that is attached, pushed and collides, say), and set ``action``
/// to run code on every step of the animator. The built-in behaviours are its subclasses.
@MainActor
open class UIDynamicBehavior {
  /// Matches UIKit: a behaviour with no effect of its own until children are added.
  public init() {}

  /// Matches UIKit: the behaviours this one is made of, applied with it.
  open private(set) var childBehaviors: [UIDynamicBehavior] = []

  /// Matches UIKit: called on every animation step while the behaviour is in an animator.
  open var action: (() -> Void)?

  /// Matches UIKit: the animator this behaviour (or the behaviour containing it) was added to.
  open var dynamicAnimator: UIDynamicAnimator? {
    animatorReference ?? parent?.dynamicAnimator
  }

  weak var animatorReference: UIDynamicAnimator?
  weak var parent: UIDynamicBehavior?

  /// Matches UIKit: adds a child behaviour, which takes effect with this one.
  open func addChildBehavior(_ behavior: UIDynamicBehavior) {
    guard !childBehaviors.contains(where: { $0 === behavior }) else { return }
    childBehaviors.append(behavior)
    behavior.parent = self
    dynamicAnimator?.behaviorsDidChange()
  }

  /// Matches UIKit: removes a child behaviour; removing one that is not a child does nothing.
  open func removeChildBehavior(_ behavior: UIDynamicBehavior) {
    guard let index = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
    childBehaviors.remove(at: index)
    behavior.parent = nil
    dynamicAnimator?.behaviorsDidChange()
  }

  /// Matches UIKit: called when the behaviour is added to an animator, or removed (`nil`).
  open func willMove(to dynamicAnimator: UIDynamicAnimator?) {}

  /// The items this behaviour moves itself (children's items are gathered separately).
  var ownItems: [UIDynamicItem] { [] }

  /// Sets up its items' properties for one step, before any behaviour contributes forces.
  func prepare(_ world: DynamicsWorld) {}

  /// Adds this behaviour's forces, springs and constraints to one step of the world.
  func contribute(to world: DynamicsWorld) {}

  /// Wakes the animator after a change that can set items moving.
  func behaviorDidChange() {
    dynamicAnimator?.behaviorsDidChange()
  }

  /// This behaviour and its descendants, depth first.
  var allBehaviors: [UIDynamicBehavior] {
    [self] + childBehaviors.flatMap(\.allBehaviors)
  }
}
