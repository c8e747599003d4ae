/// A message of the bar-less flow's inbox.
struct Message: Hashable, Identifiable, Sendable {
    /// The message's place in the inbox.
    let id: Int
    /// Who sent it.
    let sender: String
    /// The subject line.
    let subject: String
    /// The text.
    let body: String

    /// The inbox's messages.
    static let inbox: [Message] = [
        Message(
            id: 0, sender: "Ana", subject: "Trip photos",
            body: "The glacier ones came out well. The harbour at dawn is my favourite."),
        Message(
            id: 1, sender: "Malik", subject: "Thursday",
            body: "Dinner at eight? I booked the place by the canal."),
        Message(
            id: 2, sender: "Noor", subject: "Slides for review",
            body: "Here are the slides for Monday. The timing section still needs numbers."),
        Message(
            id: 3, sender: "Jonas", subject: "Bike",
            body: "Can I borrow the bike on Saturday morning? I will bring it back by noon."),
        Message(
            id: 4, sender: "Priya", subject: "Garden",
            body: "The orchard needs water this week: the forecast says no rain until the 20th."),
    ]
}
