import UIKit

/// The tour's swipe actions and edit mode, on a classic `UITableViewController` as a mail app
/// builds its inbox: subtitle cells (their labels follow the text size, Ctrl+Plus), a blue dot
/// on unread messages. A sideways drag on a row reveals Read/Unread at the leading edge and
/// Delete and Flag at the trailing edge; a full swipe deletes. The Edit button shows each row's
/// delete control and reorder control: drag the grip to move a message.
final class MailboxViewController: UITableViewController {
  private struct Message {
    let sender: String
    let subject: String
    var isUnread: Bool
    var isFlagged = false
  }

  private var messages = [
    Message(sender: "Ji-woo Park", subject: "Lunch on Thursday?", isUnread: true),
    Message(sender: "Build bot", subject: "Nightly build passed: 1,400 tests", isUnread: true),
    Message(sender: "Amélie Laurent", subject: "Slides for the design review", isUnread: false),
    Message(sender: "Tomás Ortega", subject: "Re: the list benchmark figures", isUnread: true),
    Message(sender: "Calendar", subject: "Reminder: stand-up at 9:30", isUnread: false),
    Message(sender: "Priya Natarajan", subject: "Photos from the trip", isUnread: false),
    Message(sender: "Release notes", subject: "What's new in lists", isUnread: true),
    Message(sender: "Sam Okafor", subject: "Can you review my pull request?", isUnread: false),
    Message(sender: "Mina Sato", subject: "Dinner reservation confirmed", isUnread: false),
    Message(sender: "Support", subject: "Your ticket #4821 was answered", isUnread: true),
  ]

  /// A small blue dot, in the tint colour, marking an unread message.
  private static let unreadDot: UIImage = UIGraphicsImageRenderer(
    size: CGSize(width: 10, height: 10)
  ).image { context in
    context.cgContext.setFillColor(UIColor.black.cgColor)
    context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
  }.withRenderingMode(.alwaysTemplate)

  /// An empty image of the dot's size, so that read and unread messages line up.
  private static let noDot: UIImage = UIGraphicsImageRenderer(
    size: CGSize(width: 10, height: 10)
  ).image { _ in }

  init() {
    super.init(style: .plain)
    title = "Mailbox"
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    tableView.register(MessageCell.self, forCellReuseIdentifier: "Message")
    navigationItem.rightBarButtonItem = editButtonItem
  }

  override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
    messages.count
  }

  override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
    -> UITableViewCell
  {
    let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
    let message = messages[indexPath.row]
    cell.textLabel?.text = message.isFlagged ? "⚑ \(message.sender)" : message.sender
    cell.detailTextLabel?.text = message.subject
    cell.imageView?.image = message.isUnread ? Self.unreadDot : Self.noDot
    cell.accessoryType = .disclosureIndicator
    // How UI tests find a row, as iOS tests query `app.cells["…"]`.
    cell.accessibilityIdentifier = message.sender
    return cell
  }

  override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    tableView.deselectRow(at: indexPath, animated: true)
    messages[indexPath.row].isUnread = false
    tableView.reloadRows(at: [indexPath], with: .none)
  }

  // MARK: Swipe actions

  override func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let unread = messages[indexPath.row].isUnread
    let toggle = UIContextualAction(style: .normal, title: unread ? "Read" : "Unread") {
      [unowned self] _, _, completion in
      messages[indexPath.row].isUnread.toggle()
      tableView.reloadRows(at: [indexPath], with: .none)
      completion(true)
    }
    toggle.backgroundColor = .systemBlue
    return UISwipeActionsConfiguration(actions: [toggle])
  }

  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let delete = UIContextualAction(style: .destructive, title: "Delete") {
      [unowned self] _, _, completion in
      messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
      completion(true)
    }
    let flagged = messages[indexPath.row].isFlagged
    let flag = UIContextualAction(style: .normal, title: flagged ? "Unflag" : "Flag") {
      [unowned self] _, _, completion in
      messages[indexPath.row].isFlagged.toggle()
      tableView.reloadRows(at: [indexPath], with: .none)
      completion(true)
    }
    flag.backgroundColor = .systemOrange
    return UISwipeActionsConfiguration(actions: [delete, flag])
  }

  // MARK: Edit mode

  override func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath
  ) {
    guard editingStyle == .delete else { return }
    messages.remove(at: indexPath.row)
    tableView.deleteRows(at: [indexPath], with: .automatic)
  }

  override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
    true
  }

  override func tableView(
    _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath,
    to destinationIndexPath: IndexPath
  ) {
    let message = messages.remove(at: sourceIndexPath.row)
    messages.insert(message, at: destinationIndexPath.row)
  }
}

/// A mailbox row: the classic subtitle style, registered by class as iOS apps register theirs.
private final class MessageCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
  }

  required init?(coder: NSCoder) {
    fatalError("built in code")
  }
}
