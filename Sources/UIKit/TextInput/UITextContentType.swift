/// What a text control's content means (a user name, a one-time code), as `UITextContentType`,
/// so that iOS can offer AutoFill. A desktop offers none, so the value is kept for code that
/// reads it.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
  /// The type's name.
  public let rawValue: String
  /// Makes a content type from its name.
  public init(rawValue: String) { self.rawValue = rawValue }

  /// A person's full name.
  public static let name = UITextContentType(rawValue: "name")
  /// A given name.
  public static let givenName = UITextContentType(rawValue: "given-name")
  /// A family name.
  public static let familyName = UITextContentType(rawValue: "family-name")
  /// A nickname.
  public static let nickname = UITextContentType(rawValue: "nickname")
  /// An organisation's name.
  public static let organizationName = UITextContentType(rawValue: "organization")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType(rawValue: "street-address")
  /// A city.
  public static let addressCity = UITextContentType(rawValue: "address-level2")
  /// A postal code.
  public static let postalCode = UITextContentType(rawValue: "postal-code")
  /// A country's name.
  public static let countryName = UITextContentType(rawValue: "country-name")
  /// A telephone number.
  public static let telephoneNumber = UITextContentType(rawValue: "tel")
  /// An email address.
  public static let emailAddress = UITextContentType(rawValue: "email")
  // swift-format-ignore: AlwaysUseLowerCamelCase
  /// A URL.
  public static let URL = UITextContentType(rawValue: "url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType(rawValue: "cc-number")
  /// An account's user name.
  public static let username = UITextContentType(rawValue: "username")
  /// An account's password.
  public static let password = UITextContentType(rawValue: "password")
  /// A new password being chosen.
  public static let newPassword = UITextContentType(rawValue: "new-password")
  /// A one-time code from a message.
  public static let oneTimeCode = UITextContentType(rawValue: "one-time-code")
  /// A title before a name ("Dr."); the raw value is iOS's own spelling.
  public static let namePrefix = UITextContentType(rawValue: "honorifix-prefix")
  /// A middle name.
  public static let middleName = UITextContentType(rawValue: "additional-name")
  /// A suffix after a name ("Jr."); the raw value is iOS's own spelling.
  public static let nameSuffix = UITextContentType(rawValue: "honorifix-suffix")
  /// A job title.
  public static let jobTitle = UITextContentType(rawValue: "organization-title")
  /// A place.
  public static let location = UITextContentType(rawValue: "location")
  /// The first line of a street address.
  public static let streetAddressLine1 = UITextContentType(rawValue: "address-line1")
  /// The second line of a street address.
  public static let streetAddressLine2 = UITextContentType(rawValue: "address-line2")
  /// A part of a city.
  public static let sublocality = UITextContentType(rawValue: "address-level3")
  /// A state or province.
  public static let addressState = UITextContentType(rawValue: "address-level1")
  /// A city and a state together.
  public static let addressCityAndState = UITextContentType(rawValue: "address-level1+2")
}
