extension UIView {
  /// Matches UIKit: adds an interaction, telling it `willMove(to: self)` before and
  /// `didMove(to: self)` after. An interaction belongs to one view: one already on another
  /// view is removed from it first (with its `willMove(to: nil)` and `didMove(to: nil)`), as the
  /// interaction's ``UIInteraction/view`` says. Adding one the view already has does nothing.
  public func addInteraction(_ interaction: any UIInteraction) {
    guard !interactionList.contains(where: { $0 === interaction }) else { return }
    if let previous = interaction.view, previous !== self {
      previous.removeInteraction(interaction)
    }
    interaction.willMove(to: self)
    interactionList.append(interaction)
    interaction.didMove(to: self)
  }

  /// Matches UIKit: removes an interaction, telling it `willMove(to: nil)` before and
  /// `didMove(to: nil)` after; removing one the view does not have does nothing.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = interactionList.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    interactionList.remove(at: index)
    interaction.didMove(to: nil)
  }

  /// Matches UIKit: the view's interactions, in the order they were added. Setting it removes
  /// those left out and adds the new ones, each with its move calls, and keeps the order
  /// given; those in both lists stay without being told anything.
  public var interactions: [any UIInteraction] {
    get { interactionList }
    set {
      for old in interactionList where !newValue.contains(where: { $0 === old }) {
        removeInteraction(old)
      }
      for new in newValue { addInteraction(new) }
      var ordered: [any UIInteraction] = []
      for new in newValue where !ordered.contains(where: { $0 === new }) {
        ordered.append(new)
      }
      interactionList = ordered
    }
  }
}
