// SPDX-License-Identifier: MIT
pragma solidity ^0.8.24;

import {ERC721} from "@openzeppelin/contracts/token/ERC721/ERC721.sol";
import {Ownable} from "@openzeppelin/contracts/access/Ownable.sol";

/// A card withdrawn from the platform: the owner (the server's hot wallet) mints it with the card's own tokenId.
contract FcCard is ERC721, Ownable {
    constructor(address owner_) ERC721("FC Card", "FCC") Ownable(owner_) {}

    function mint(address to, uint256 tokenId) external onlyOwner {
        _safeMint(to, tokenId);
    }
}
